/**
 * The six languages code can be written and evaluated in (docs/PRODUCT.md#languages); ids as the API spells
 * them.
 */
export const PRACTICE_LANGUAGES = ['javascript', 'typescript', 'python', 'java', 'cpp', 'go'] as const;

export type PracticeLanguage = (typeof PRACTICE_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: PracticeLanguage = 'python';

export const LANGUAGE_LABELS: Record<PracticeLanguage, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  go: 'Go',
};

export function isPracticeLanguage(value: unknown): value is PracticeLanguage {
  return typeof value === 'string' && (PRACTICE_LANGUAGES as readonly string[]).includes(value);
}
