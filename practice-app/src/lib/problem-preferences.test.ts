import { readProblemPreferences, saveProblemPreferences } from './problem-preferences';

describe('problem preferences', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to the question tab, level 1 and python', () => {
    expect(readProblemPreferences('p-1')).toEqual({ tab: 'question', level: 1, language: 'python' });
  });

  it('remembers tab, level and language per problem', () => {
    saveProblemPreferences('p-1', { tab: 'code', level: 2, language: 'go' });
    expect(readProblemPreferences('p-1')).toEqual({ tab: 'code', level: 2, language: 'go' });
    expect(readProblemPreferences('p-2')).toEqual({ tab: 'question', level: 1, language: 'python' });
  });

  it('falls back to the defaults for values it does not know', () => {
    localStorage.setItem(
      'practice.problem.p-1.preferences',
      JSON.stringify({ tab: 'settings', level: 7, language: 'cobol' }),
    );
    expect(readProblemPreferences('p-1')).toEqual({ tab: 'question', level: 1, language: 'python' });
    localStorage.setItem('practice.problem.p-1.preferences', '{not json');
    expect(readProblemPreferences('p-1')).toEqual({ tab: 'question', level: 1, language: 'python' });
  });
});
