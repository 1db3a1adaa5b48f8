import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'shared-router';
import { isPracticeLanguage, type PracticeLanguage } from '../../../lib/languages';
import { parseLevel, type ProblemLevel } from '../../../lib/levels';
import {
  isProblemTab,
  readProblemPreferences,
  saveProblemPreferences,
  type ProblemPreferences,
  type ProblemTab,
} from '../../../lib/problem-preferences';

export interface ProblemLocation extends ProblemPreferences {
  problemId: string;
  setTab: (tab: ProblemTab) => void;
  setLevel: (level: ProblemLevel) => void;
  setLanguage: (language: PracticeLanguage) => void;
}

/**
 * `/practice/problem?id&option&level&language`: what the URL names wins (a shared link), what it
 * leaves out comes from the learner's last visit to this problem, then the defaults. The result is
 * written back to both, so a reload or a later visit opens the same place.
 */
export function useProblemLocation(): ProblemLocation | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const problemId = searchParams.get('id')?.trim() ?? '';
  const option = searchParams.get('option');
  const levelParam = searchParams.get('level');
  const languageParam = searchParams.get('language');

  const preferences = useMemo<ProblemPreferences | null>(() => {
    if (!problemId) return null;
    const remembered = readProblemPreferences(problemId);
    return {
      tab: isProblemTab(option) ? option : remembered.tab,
      level: parseLevel(levelParam) ?? remembered.level,
      language: isPracticeLanguage(languageParam) ? languageParam : remembered.language,
    };
  }, [problemId, option, levelParam, languageParam]);

  const navigateTo = useCallback(
    (next: ProblemPreferences) => {
      setSearchParams(
        { id: problemId, option: next.tab, level: String(next.level), language: next.language },
        { replace: true },
      );
    },
    [problemId, setSearchParams],
  );

  useEffect(() => {
    if (!preferences) return;
    saveProblemPreferences(problemId, preferences);
    const urlIsComplete =
      option === preferences.tab &&
      levelParam === String(preferences.level) &&
      languageParam === preferences.language;
    if (!urlIsComplete) navigateTo(preferences);
  }, [preferences, problemId, option, levelParam, languageParam, navigateTo]);

  if (!preferences) return null;
  return {
    problemId,
    ...preferences,
    setTab: (tab) => navigateTo({ ...preferences, tab }),
    setLevel: (level) => navigateTo({ ...preferences, level }),
    setLanguage: (language) => navigateTo({ ...preferences, language }),
  };
}
