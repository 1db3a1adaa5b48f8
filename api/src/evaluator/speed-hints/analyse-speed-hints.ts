import { AnalysisTooComplexError, analysisPool } from '../analysis/analysis-pool.ts';
import type { SupportedLanguage } from '../tree-sitter.ts';
import type { SpeedHint } from './find-speed-hints.ts';

// Apart from find-speed-hints.ts, which the analysis thread itself runs: the thread's code never
// imports the pool that starts it (no import cycle).

/** `findSpeedHints` in an analysis thread; code too complex to parse in time gets no hints. */
export async function analyseSpeedHints(language: SupportedLanguage, code: string): Promise<SpeedHint[]> {
  try {
    return await analysisPool().run('speed-hints', { language, code }, { bypassWaitingLimit: true });
  } catch (error) {
    if (error instanceof AnalysisTooComplexError) return [];
    throw error;
  }
}
