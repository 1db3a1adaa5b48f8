import { act, renderHook } from '@testing-library/react';
import { readDraft, saveDraft, type DraftKey } from '../../../lib/code-drafts';
import { DRAFT_SAVE_DELAY_MS, useCodeDraft } from './use-code-draft';

const python1: DraftKey = { problemId: 'p-1', level: 1, language: 'python' };
const go1: DraftKey = { problemId: 'p-1', level: 1, language: 'go' };
const python2: DraftKey = { problemId: 'p-1', level: 2, language: 'python' };

describe('useCodeDraft', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('saves what is typed once typing pauses', () => {
    const { result } = renderHook(() => useCodeDraft(python1, undefined));
    act(() => result.current.setCode('print(1'));
    act(() => result.current.setCode('print(1)'));
    expect(readDraft(python1)).toBeUndefined();
    act(() => void jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(readDraft(python1)).toBe('print(1)');
  });

  it('keeps a separate draft per level and language, and saves the last keystrokes on a switch', () => {
    saveDraft(go1, 'package main');
    const { result, rerender } = renderHook(({ draftKey }) => useCodeDraft(draftKey, undefined), {
      initialProps: { draftKey: python1 },
    });
    act(() => result.current.setCode('print("level 1")'));

    rerender({ draftKey: go1 });
    expect(result.current.code).toBe('package main');
    expect(readDraft(python1)).toBe('print("level 1")');

    rerender({ draftKey: python2 });
    expect(result.current.code).toBe('');
    rerender({ draftKey: python1 });
    expect(result.current.code).toBe('print("level 1")');
  });

  it('survives a reload: a new mount reads the saved draft', () => {
    const first = renderHook(() => useCodeDraft(python1, undefined));
    act(() => first.result.current.setCode('x = 1'));
    first.unmount();
    const second = renderHook(() => useCodeDraft(python1, 'print("submitted")'));
    expect(second.result.current.code).toBe('x = 1');
  });

  it('falls back to the submitted code only while there is no draft', () => {
    const { result } = renderHook(() => useCodeDraft(python1, 'print("submitted")'));
    expect(result.current.code).toBe('print("submitted")');
    act(() => result.current.setCode(''));
    expect(result.current.code).toBe('');
  });

  it('shows the starter template until the learner has code of their own, which always wins', () => {
    const template = 'def solve() -> int:\n    return 0\n';
    const fresh = renderHook(() => useCodeDraft(python1, undefined, template));
    expect(fresh.result.current.code).toBe(template);
    expect(fresh.result.current.hasOwnCode).toBe(false);
    act(() => fresh.result.current.setCode('def solve() -> int:\n    return 42\n'));
    expect(fresh.result.current.hasOwnCode).toBe(true);
    act(() => void jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    fresh.unmount();

    // A reload: the draft, not the template, comes back; so does a submission when there is no draft.
    expect(renderHook(() => useCodeDraft(python1, undefined, template)).result.current.code).toBe(
      'def solve() -> int:\n    return 42\n',
    );
    const submitted = renderHook(() => useCodeDraft(go1, 'package main // submitted', 'package main'));
    expect(submitted.result.current.code).toBe('package main // submitted');
    expect(submitted.result.current.hasOwnCode).toBe(true);
  });
});
