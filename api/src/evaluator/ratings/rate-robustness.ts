import type { AnalyzerReport } from '../analyzers/analyzer-findings.js';
import type { JudgeReport } from '../judge/judge-program.js';
import { chargeAnalyzerFindings } from './analyzer-penalties.js';
import type { CodeMetrics } from './code-metrics.js';
import { describeGlobals, distinctGlobals } from './metric-notes.js';
import { lineList, PenaltyCard, plural, type Rated } from './rating-scale.js';

/**
 * Starts at 8: a typical judged solution neither validates its input nor crashes. Input checks and
 * deliberate error handling earn the last two points; crashes and swallowed errors cost points.
 */
export function rateRobustness(
  metrics: CodeMetrics,
  report: JudgeReport,
  code: string,
  analyzer?: AnalyzerReport,
): Rated {
  const handlesErrors = metrics.tryBlocks > 0 && metrics.emptyCatchLines.length === 0;
  const card = new PenaltyCard(8 + (metrics.inputGuards > 0 ? 1 : 0) + (handlesErrors ? 1 : 0));
  const crashes = report.tests.filter((test) => test.verdict === 'runtime_error').length;
  if (crashes > 0)
    card.penalize(
      3,
      `It crashed on ${plural(crashes, 'test')}: handle edge cases such as empty collections, zero or the largest values.`,
    );
  if (metrics.emptyCatchLines.length > 0) {
    card.penalize(
      1.5,
      `The error handler at ${lineList(metrics.emptyCatchLines)} ignores the error silently: report it or recover deliberately.`,
    );
  } else if (metrics.broadCatchLines.length > 0) {
    card.penalize(
      0.5,
      `Catching every exception at ${lineList(metrics.broadCatchLines)} hides bugs: catch the specific error you expect.`,
    );
  }
  if (metrics.ignoredErrorLines.length > 0) {
    card.penalize(
      1,
      `The error returned at ${lineList(metrics.ignoredErrorLines)} is discarded with \`_\`: check it.`,
    );
  }
  const recursive = metrics.functions.find((fn) => fn.recursive);
  if (recursive && metrics.language === 'python' && !code.includes('setrecursionlimit')) {
    card.penalize(
      1,
      `\`${recursive.name}\` (line ${recursive.startLine}) is recursive and Python stops at about 1000 nested calls: use a loop with an explicit stack, or raise the limit with sys.setrecursionlimit.`,
    );
  } else if (recursive) {
    card.penalize(
      0.5,
      `\`${recursive.name}\` (line ${recursive.startLine}) is recursive: a very deep input can overflow the stack; an explicit stack or loop is safer.`,
    );
  }
  const globals = distinctGlobals(metrics);
  if (globals.length > 0) {
    // Each shared variable is one more thing any step can corrupt: 1 point, and a quarter more for each
    // further one, up to 2.
    card.penalize(
      Math.min(2, 1 + 0.25 * (globals.length - 1)),
      `Global mutable state (${describeGlobals(globals)}) can be changed from anywhere: a stray write corrupts every later step.`,
    );
  }
  chargeAnalyzerFindings(card, analyzer, 'robustness');
  if (metrics.inputGuards === 0 && metrics.codeLines > 5) {
    card.note('Input is trusted as-is: checking for empty or malformed input would make it sturdier.');
  }
  return card.result('Handles its input carefully and fails loudly rather than silently.');
}
