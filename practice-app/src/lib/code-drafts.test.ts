import { readDraft, saveDraft } from './code-drafts';

describe('code drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one draft per problem, level and language', () => {
    saveDraft({ problemId: 'p-1', level: 1, language: 'python' }, 'print(1)');
    saveDraft({ problemId: 'p-1', level: 2, language: 'python' }, 'print(2)');
    saveDraft({ problemId: 'p-1', level: 1, language: 'go' }, 'package main');
    saveDraft({ problemId: 'p-2', level: 1, language: 'python' }, 'print(3)');

    expect(readDraft({ problemId: 'p-1', level: 1, language: 'python' })).toBe('print(1)');
    expect(readDraft({ problemId: 'p-1', level: 2, language: 'python' })).toBe('print(2)');
    expect(readDraft({ problemId: 'p-1', level: 1, language: 'go' })).toBe('package main');
    expect(readDraft({ problemId: 'p-2', level: 1, language: 'python' })).toBe('print(3)');
    expect(readDraft({ problemId: 'p-2', level: 3, language: 'java' })).toBeUndefined();
  });

  it('keeps an emptied draft as empty rather than forgetting it', () => {
    saveDraft({ problemId: 'p-1', level: 1, language: 'python' }, '');
    expect(readDraft({ problemId: 'p-1', level: 1, language: 'python' })).toBe('');
  });
});
