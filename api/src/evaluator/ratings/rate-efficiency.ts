import { fitGrowth, startupEstimateMs } from '../complexity/fit-growth.js';
import { GROWTH_EXPONENTS, type GrowthClass } from '../complexity/growth-classes.js';
import type { JudgeReport, JudgedTest } from '../judge/judge-program.js';
import type { SpeedHint } from '../speed-hints/find-speed-hints.js';
import type { MeasuredGrowth } from '../types.js';
import { PenaltyCard, toRating, type Rated } from './rating-scale.js';

export interface EfficiencyContext {
  timeLimitMs: number;
  memoryLimitMb: number;
  referenceTimeMs?: number;
  /** The level's intended growth; with `report.sizeRuns` the measured growth is rated against it. */
  expectedGrowth?: GrowthClass;
  /**
   * Places where a loop repeats linear work (speed-hints/): named in the note, instead of generic
   * advice, only when the measured growth is worse than expected or a large test ran out of time.
   */
  speedHints?: readonly SpeedHint[];
}

export interface RatedEfficiency extends Rated {
  measuredGrowth?: MeasuredGrowth;
}

/**
 * The tests efficiency is judged on: the performance tests, or when none is tagged, the ones whose
 * input is at least half the size of the largest input.
 */
export function largeTests(tests: JudgedTest[]): JudgedTest[] {
  const performance = tests.filter((test) => test.kind === 'performance');
  if (performance.length > 0) return performance;
  const largest = Math.max(0, ...tests.map((test) => test.inputBytes));
  return tests.filter((test) => test.inputBytes >= largest / 2);
}

/**
 * The best efficiency a measured growth allows against the expected one: a power of n more than
 * intended (quadratic where n log n would do) is at most 4 however fast the tests were, two powers
 * at most 2. O(n log n) where O(n) is expected costs nothing: over these sizes the two differ by
 * under 2×, and the single-pass Go reference of station-ledger level 1 was itself fitted as
 * O(n log n) on a loaded machine; the note still suggests the single pass.
 */
export function growthCeiling(measured: GrowthClass, expected: GrowthClass): number {
  const gap = GROWTH_EXPONENTS[measured] - GROWTH_EXPONENTS[expected];
  if (gap >= 1.5) return 2;
  if (gap >= 0.75) return 4;
  return 10;
}

function growthAdvice(measured: GrowthClass, expected: GrowthClass, hints: readonly SpeedHint[]): string {
  const gap = GROWTH_EXPONENTS[measured] - GROWTH_EXPONENTS[expected];
  if (gap > 0 && hints.length > 0) return ` ${pointedAdvice(hints)}`;
  if (gap >= 0.75)
    return ` The time grows faster than intended as n grows: look for a loop inside a loop over the input, or repeated work that sorting, a hash map, prefix sums or a tree structure would avoid.`;
  if (gap > 0) return ' If the solution sorts or uses a tree, a single pass over the input may do.';
  return '';
}

/** The hints as sentences: "Line 14: `not in visited` scans a list on every step of the loop: use a set." */
function pointedAdvice(hints: readonly SpeedHint[]): string {
  return hints.map((hint) => hint.note).join(' ');
}

/** Time share (beyond start-up) of the limit → points off a growth-based score. */
function penaltyForTimeShare(share: number): number {
  if (share <= 0.25) return 0;
  if (share <= 0.5) return 1;
  if (share <= 0.75) return 2;
  return 3;
}

function measureGrowth(
  report: JudgeReport,
  expected: GrowthClass | undefined,
  hints: readonly SpeedHint[],
): { measuredGrowth?: MeasuredGrowth; ceiling: number; note: string } {
  if (!expected || !report.sizeRuns) return { ceiling: 10, note: '' };
  const startupMs = startupEstimateMs(report.tests, report.sizeRuns);
  const fit = fitGrowth(report.sizeRuns, startupMs, expected, report.language);
  const last = report.sizeRuns.at(-1);
  if (!fit.growth) {
    // Only a program that ran out of time before two sizes could be timed gets here slow.
    const why = last?.timedOut
      ? `the program ran out of time at n = ${last.size} before two sizes could be compared`
      : `too fast to tell up to n = ${last?.size ?? 0}`;
    return {
      measuredGrowth: { expected },
      ceiling: 10,
      note: `Measured growth: ${why}; expected ${expected}. `,
    };
  }
  return {
    measuredGrowth: { measured: fit.growth, expected },
    ceiling: growthCeiling(fit.growth, expected),
    note: `Measured growth ≈ ${fit.growth}; expected ${expected}.${growthAdvice(fit.growth, expected, hints)} `,
  };
}

/** Share of the time limit used → score before other findings. */
function scoreForTimeShare(share: number): number {
  if (share <= 0.1) return 10;
  if (share <= 0.25) return 9;
  if (share <= 0.5) return 7.5;
  if (share <= 0.75) return 6;
  return 5;
}

/** Whether the measured growth is worse than expected or a large test ran out of time. */
export function slowerThanIntended(report: JudgeReport, context: EfficiencyContext): boolean {
  if (report.compileError) return false;
  const timedOut = largeTests(report.tests).some(
    (test) => test.verdict === 'time_limit_exceeded' || test.verdict === 'not_run',
  );
  if (timedOut) return true;
  const measured = measureGrowth(report, context.expectedGrowth, []).measuredGrowth;
  return (
    measured?.measured !== undefined &&
    GROWTH_EXPONENTS[measured.measured] > GROWTH_EXPONENTS[measured.expected]
  );
}

export function rateEfficiency(report: JudgeReport, context: EfficiencyContext): RatedEfficiency {
  if (report.compileError) return { rating: 0, notes: 'Not measured: the code does not compile.' };
  const hints = context.speedHints ?? [];
  const growth = measureGrowth(report, context.expectedGrowth, hints);
  // The hints are said once: by the growth note when it found the program slower than intended.
  const pointedByGrowth =
    growth.measuredGrowth?.measured !== undefined &&
    GROWTH_EXPONENTS[growth.measuredGrowth.measured] > GROWTH_EXPONENTS[growth.measuredGrowth.expected];
  const rated = rateTimeAndMemory(
    report,
    context,
    growth.measuredGrowth !== undefined,
    pointedByGrowth ? [] : hints,
  );
  return {
    rating: toRating(Math.min(rated.rating, growth.ceiling)),
    notes: `${growth.note}${rated.notes}`,
    measuredGrowth: growth.measuredGrowth,
  };
}

/**
 * From the large tests: a time-out or running out of memory first; otherwise the share of the
 * limit used. With a measured growth the share costs points off 10 (the growth sets the ceiling),
 * without one it is the whole score.
 */
function rateTimeAndMemory(
  report: JudgeReport,
  context: EfficiencyContext,
  growthRated: boolean,
  hints: readonly SpeedHint[],
): Rated {
  const large = largeTests(report.tests);
  const timedOut = large.filter(
    (test) => test.verdict === 'time_limit_exceeded' || test.verdict === 'not_run',
  );
  if (timedOut.length > 0) {
    const first = timedOut[0]!;
    return {
      rating: toRating(timedOut.length === large.length ? 1 : 2.5),
      notes:
        // Nothing about a hidden input beyond its number: not even its size in bytes.
        `Too slow: the large test ${first.index + 1} did not finish within ${context.timeLimitMs} ms.` +
        // The places in the code first; with a measured growth, its note has already said what to look for.
        (hints.length > 0
          ? ` ${pointedAdvice(hints)}`
          : growthRated
            ? ''
            : ` Look for nested loops over the input or repeated work; an O(n log n) or O(n) approach ` +
              `(sorting, a hash map, prefix sums, two pointers) usually fits the limit.`),
    };
  }
  // Speed counts only for right answers: a fast wrong answer is no evidence of an efficient solution.
  const measured = large.filter((test) => test.verdict === 'passed');
  if (measured.length === 0 && large.some((test) => test.verdict === 'wrong_answer')) {
    return {
      rating: 2,
      notes:
        'Not measured: no large test was answered correctly, and speed only counts for right answers (see correctness).',
    };
  }
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
  const card = new PenaltyCard(growthRated ? 10 - penaltyForTimeShare(share) : scoreForTimeShare(share));
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
