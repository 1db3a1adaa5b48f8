import { AnalysisTooComplexError, analysisPool } from './analysis/analysis-pool.ts';
import { MAX_CODE_BYTES } from './judge/sandbox-limits.ts';
import type { LanguageCheckResult } from './language-check/decide-language.ts';
import type { SupportedLanguage } from './tree-sitter.ts';

export type { LanguageCheckResult };
export { AnalysisBusyError } from './analysis/analysis-pool.ts';

export const CODE_TOO_LARGE_MESSAGE = `The code must be at most ${MAX_CODE_BYTES / 1024} KB.`;
export const TOO_COMPLEX_TO_ANALYSE_MESSAGE =
  'The code is too complex to analyse (nesting or expressions far deeper than a solution needs): simplify it and try again.';

/**
 * Whether `code` is written in `language` (see `decideLanguage`). The parse runs in an analysis
 * thread under a time budget, so pathological code gets a "too complex" answer instead of stalling
 * the API. Throws `AnalysisBusyError` when too many checks are waiting.
 */
export async function checkLanguage(code: string, language: SupportedLanguage): Promise<LanguageCheckResult> {
  if (code.trim().length === 0) return { passed: false, reason: 'The code is empty.' };
  if (Buffer.byteLength(code) > MAX_CODE_BYTES) return { passed: false, reason: CODE_TOO_LARGE_MESSAGE };
  try {
    return await analysisPool().run('language-check', { code, language });
  } catch (error) {
    if (error instanceof AnalysisTooComplexError)
      return { passed: false, reason: TOO_COMPLEX_TO_ANALYSE_MESSAGE };
    throw error;
  }
}
