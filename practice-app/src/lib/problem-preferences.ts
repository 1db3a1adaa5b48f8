import { DEFAULT_LANGUAGE, isPracticeLanguage, type PracticeLanguage } from './languages';
import { DEFAULT_LEVEL, parseLevel, type ProblemLevel } from './levels';
import { readJson, writeJson } from './local-storage';

/** The problem page's tabs, in the side rail's order; `option` in the URL names one. */
export const PROBLEM_TABS = ['question', 'code', 'result', 'history'] as const;

export type ProblemTab = (typeof PROBLEM_TABS)[number];

export const DEFAULT_TAB: ProblemTab = 'question';

export function isProblemTab(value: unknown): value is ProblemTab {
  return typeof value === 'string' && (PROBLEM_TABS as readonly string[]).includes(value);
}

/** What a learner last looked at on one problem (docs/PRODUCT.md#remembered-per-problem). */
export interface ProblemPreferences {
  tab: ProblemTab;
  level: ProblemLevel;
  language: PracticeLanguage;
}

export const DEFAULT_PREFERENCES: ProblemPreferences = {
  tab: DEFAULT_TAB,
  level: DEFAULT_LEVEL,
  language: DEFAULT_LANGUAGE,
};

const preferencesKey = (problemId: string) => `practice.problem.${problemId}.preferences`;

export function readProblemPreferences(problemId: string): ProblemPreferences {
  const stored = readJson(preferencesKey(problemId));
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    tab: isProblemTab(record.tab) ? record.tab : DEFAULT_TAB,
    level: parseLevel(record.level) ?? DEFAULT_LEVEL,
    language: isPracticeLanguage(record.language) ? record.language : DEFAULT_LANGUAGE,
  };
}

export function saveProblemPreferences(problemId: string, preferences: ProblemPreferences): void {
  writeJson(preferencesKey(problemId), preferences);
}
