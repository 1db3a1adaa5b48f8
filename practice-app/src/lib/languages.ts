import { LANGUAGES, type Language } from 'shared-api';

/** The six languages code can be written and evaluated in (docs/PRODUCT.md#languages): the contract's. */
export type PracticeLanguage = Language;

export const DEFAULT_LANGUAGE: PracticeLanguage = 'python';

/** How each language is shown; the type makes it name exactly the contract's languages. */
export const LANGUAGE_LABELS: Record<PracticeLanguage, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  go: 'Go',
};

/** The languages in the order the picker offers them (docs/PRODUCT.md#languages): the labels' order. */
export const PRACTICE_LANGUAGES = Object.keys(LANGUAGE_LABELS) as PracticeLanguage[];

export function isPracticeLanguage(value: unknown): value is PracticeLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
