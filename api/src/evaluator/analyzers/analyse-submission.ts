import { AnalysisTooComplexError, analysisPool } from '../analysis/analysis-pool.js';
import type { SandboxRuntime } from '../sandbox/sandbox-runtime.js';
import type { SandboxSlot } from '../sandbox/slot-pool.js';
import type { SupportedLanguage } from '../types.js';
import { ANALYZER_NAMES, type AnalyzerReport } from './analyzer-findings.js';
import { isNativeLanguage, runNativeAnalyzer } from './native-analyzers.js';

/**
 * ESLint only parses and walks (linear in the code's 64 KB at most): a few hundred milliseconds on a
 * large submission, seconds on a loaded machine, where the tree-sitter tasks' 2.5 s would cut it off.
 */
const ESLINT_TIME_BUDGET_MS = 10_000;

async function lintInThread(language: 'javascript' | 'typescript', code: string): Promise<AnalyzerReport> {
  const tool = ANALYZER_NAMES[language];
  try {
    const findings = await analysisPool().run(
      'eslint',
      { language, code },
      { bypassWaitingLimit: true, budgetMs: ESLINT_TIME_BUDGET_MS },
    );
    return { tool, findings };
  } catch (error) {
    const reason =
      error instanceof AnalysisTooComplexError
        ? 'it ran out of its time budget on this code'
        : `it failed: ${(error as Error).message}`;
    return { tool, findings: [], unavailable: reason };
  }
}

/**
 * The language's own analyzer on a submission: ESLint in an analysis thread for JavaScript and
 * TypeScript, the native tools inside the sandbox in the evaluation's slot. Never rejects: an
 * analyzer that cannot run is reported as unavailable and the ratings say so.
 */
export async function analyseSubmission(
  language: SupportedLanguage,
  code: string,
  slot: SandboxSlot,
  runtime: SandboxRuntime,
): Promise<AnalyzerReport> {
  if (language === 'javascript' || language === 'typescript') return lintInThread(language, code);
  if (!isNativeLanguage(language)) return { tool: ANALYZER_NAMES[language], findings: [] };
  try {
    return await runNativeAnalyzer(language, code, slot, runtime);
  } catch (error) {
    return {
      tool: ANALYZER_NAMES[language],
      findings: [],
      unavailable: `it could not be started: ${(error as Error).message}`,
    };
  }
}
