import type { JudgeReport, JudgedTest } from '../judge/judge-program.js';
import { PenaltyCard, toRating, type Rated } from './rating-scale.js';

export interface EfficiencyContext {
  timeLimitMs: number;
  memoryLimitMb: number;
  referenceTimeMs?: number;
}

/** The large tests are the ones whose input is at least half the size of the largest input. */
export function largeTests(tests: JudgedTest[]): JudgedTest[] {
  const largest = Math.max(0, ...tests.map((test) => test.inputBytes));
  return tests.filter((test) => test.inputBytes >= largest / 2);
}

/** Share of the time limit used → score before other findings. */
function scoreForTimeShare(share: number): number {
  if (share <= 0.1) return 10;
  if (share <= 0.25) return 9;
  if (share <= 0.5) return 7.5;
  if (share <= 0.75) return 6;
  return 5;
}

export function rateEfficiency(report: JudgeReport, context: EfficiencyContext): Rated {
  if (report.compileError) return { rating: 0, notes: 'Not measured: the code does not compile.' };
  const large = largeTests(report.tests);
  const timedOut = large.filter(
    (test) => test.verdict === 'time_limit_exceeded' || test.verdict === 'not_run',
  );
  if (timedOut.length > 0) {
    const first = timedOut[0]!;
    return {
      rating: toRating(timedOut.length === large.length ? 1 : 2.5),
      notes:
        `Too slow: the large test ${first.index + 1} (${Math.round(first.inputBytes / 1024)} KB of input) did not finish within ` +
        `${context.timeLimitMs} ms. Look for nested loops over the input or repeated work; an O(n log n) or O(n) approach ` +
        `(sorting, a hash map, prefix sums, two pointers) usually fits the limit.`,
    };
  }
  const measured = large.filter((test) => test.verdict === 'passed' || test.verdict === 'wrong_answer');
  if (measured.length === 0) {
    const memory = large.find((test) => test.verdict === 'memory_limit_exceeded');
    if (memory) {
      return {
        rating: 1.5,
        notes: `Uses too much memory: the large test ${memory.index + 1} went over ${context.memoryLimitMb} MB. Avoid storing every intermediate result; keep only what the next step needs.`,
      };
    }
    return {
      rating: 2,
      notes: 'Not measured: the program did not finish the large tests normally (see correctness).',
    };
  }

  // Start-up (interpreter, JVM, sandbox) is paid on every test; the smallest test's time estimates it.
  const baselineMs = Math.min(...report.tests.filter((test) => test.time_ms > 0).map((test) => test.time_ms));
  const slowest = measured.reduce((worst, test) => (test.time_ms > worst.time_ms ? test : worst));
  const algorithmMs = Math.max(0, slowest.time_ms - baselineMs);
  const share = algorithmMs / context.timeLimitMs;
  const card = new PenaltyCard(scoreForTimeShare(share));
  if (share > 0.25) {
    card.note(
      `The slowest large test (${slowest.index + 1}) took ${slowest.time_ms} ms (about ${Math.round(algorithmMs)} ms beyond start-up), ${Math.round(share * 100)}% of the ${context.timeLimitMs} ms limit: a lower-complexity approach would leave more headroom.`,
    );
  }
  if (context.referenceTimeMs !== undefined && context.referenceTimeMs > 0 && algorithmMs > 50) {
    const ratio = algorithmMs / context.referenceTimeMs;
    if (ratio > 10)
      card.penalize(
        3,
        `It runs about ${Math.round(ratio)}× slower than the reference solution on the large input: the reference uses an asymptotically faster algorithm.`,
      );
    else if (ratio > 3)
      card.penalize(
        1.5,
        `It runs about ${Math.round(ratio)}× slower than the reference solution on the large input.`,
      );
  }
  const peakKb = Math.max(...measured.map((test) => test.memory_kb));
  const memoryShare = peakKb / 1024 / context.memoryLimitMb;
  if (memoryShare > 0.75)
    card.penalize(
      2,
      `Peak memory was ${Math.round(peakKb / 1024)} MB of the ${context.memoryLimitMb} MB allowed: store less at once.`,
    );
  else if (memoryShare > 0.5)
    card.penalize(
      1,
      `Peak memory was ${Math.round(peakKb / 1024)} MB, over half of the ${context.memoryLimitMb} MB allowed.`,
    );
  return card.result(
    `Fast enough: the slowest large test took ${slowest.time_ms} ms of the ${context.timeLimitMs} ms limit, with a peak of ${Math.max(1, Math.round(peakKb / 1024))} MB of memory.`,
  );
}
