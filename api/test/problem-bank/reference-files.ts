// Where a bank level's reference solution and its quadratic variant live, for the tests and the
// benches that run them: test/problem-bank/references/<slug>/level-<n>[.quadratic].<extension>.
import type { SupportedLanguage } from '../../src/evaluator/types.js';

export const REFERENCE_EXTENSIONS: Record<SupportedLanguage, string> = {
  python: 'py',
  javascript: 'js',
  typescript: 'ts',
  java: 'java',
  cpp: 'cpp',
  go: 'go',
};

export const REFERENCES_FOLDER = new URL('./references/', import.meta.url);

/** The file of a level's reference (the clean solution) or of its quadratic (only slow) variant. */
export function referenceFile(
  slug: string,
  level: number | string,
  language: SupportedLanguage,
  variant: 'reference' | 'quadratic' = 'reference',
): URL {
  const suffix = variant === 'quadratic' ? '.quadratic' : '';
  return new URL(`${slug}/level-${level}${suffix}.${REFERENCE_EXTENSIONS[language]}`, REFERENCES_FOLDER);
}
