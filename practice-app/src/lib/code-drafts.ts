import type { PracticeLanguage } from './languages';
import type { ProblemLevel } from './levels';
import { readJson, removeKey, writeJson } from './local-storage';

/** One draft per problem, level and language (docs/PRODUCT.md#remembered-per-problem). */
export interface DraftKey {
  problemId: string;
  level: ProblemLevel;
  language: PracticeLanguage;
}

const storageKey = ({ problemId, level, language }: DraftKey) =>
  `practice.problem.${problemId}.draft.${level}.${language}`;

/** The saved draft, or `undefined` when the learner never typed anything here. */
export function readDraft(key: DraftKey): string | undefined {
  const stored = readJson(storageKey(key));
  return typeof stored === 'string' ? stored : undefined;
}

export function saveDraft(key: DraftKey, code: string): void {
  writeJson(storageKey(key), code);
}

export function removeDraft(key: DraftKey): void {
  removeKey(storageKey(key));
}
