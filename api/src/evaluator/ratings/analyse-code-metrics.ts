import { AnalysisTooComplexError, analysisPool } from '../analysis/analysis-pool.js';
import type { SupportedLanguage } from '../types.js';
import type { CodeMetrics } from './code-metrics.js';

// Apart from code-metrics.ts, which the analysis thread itself runs: the thread's code never imports
// the pool that starts it (no analysis-pool ↔ code-metrics cycle).

/**
 * `collectCodeMetrics` in an analysis thread under its time budget; `undefined` when the code is too
 * complex to analyse in that time.
 */
export async function analyseCodeMetrics(
  language: SupportedLanguage,
  code: string,
): Promise<CodeMetrics | undefined> {
  try {
    return await analysisPool().run('code-metrics', { language, code }, { bypassWaitingLimit: true });
  } catch (error) {
    if (error instanceof AnalysisTooComplexError) return undefined;
    throw error;
  }
}
