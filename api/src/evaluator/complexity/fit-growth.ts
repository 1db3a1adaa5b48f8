import type { SupportedLanguage } from '../types.js';
import { GROWTH_CLASSES, GROWTH_FUNCTIONS, type GrowthClass } from './growth-classes.js';

/** One timed run: the input size n and the CPU time the program took on it. */
export interface SizeTiming {
  size: number;
  timeMs: number;
  /** The run was stopped at its limit, so `timeMs` is a lower bound. */
  timedOut?: boolean;
}

export interface GrowthFit {
  /** The nearest class, or undefined when too few runs took measurable time beyond start-up. */
  growth?: GrowthClass;
  /**
   * How steeply time grows at the largest sizes, as a power of n (about 1 for O(n), 2 for O(n²)):
   * the slope of log t against log n between the two largest finished runs, raised to what a
   * time-out beyond them implies.
   */
  slope?: number;
  /** The runs the fit used, with start-up subtracted. */
  points: { size: number; netMs: number }[];
}

/**
 * A run's time must stand this far above the start-up cost to say anything about growth: start-up
 * itself varies between runs (Python's 27–45 ms CPU on a loaded machine), so a run of 10 ms beyond
 * it could be 2 or 25, and a slope between two such runs could read anything.
 */
const MIN_NET_MS = 10;
const MIN_NET_SHARE_OF_STARTUP = 0.5;

/**
 * A finished run's time may read this much too high (CPU timings of the same run vary by ±20 % and
 * more on a loaded machine): a class is only ruled out by a time-out when it predicts less than
 * this share of the limit.
 */
export const TIMING_TOLERANCE = 0.25;

/**
 * Where between two neighbouring classes' exponents a slope starts to count as the steeper one.
 * Past halfway: noise must not make a program look worse than it is (a quadratic one read as cubic,
 * a sort as quadratic); a time-out still rules the slower class out whatever the slope says.
 */
const STEEPER_CLASS_FROM = 0.6;

/**
 * How far the ratio of two finished runs' times may overstate the true one on a loaded machine: each
 * CPU timing varies by ±20 % and more, so their ratio by up to 40 %.
 */
const RATIO_NOISE = 0.4;

/**
 * O(n) and O(n log n) grow alike over these sizes (n log n is n^1.1 from 16 000 to 64 000), and
 * cache and allocator effects alone lift a linear program's slope to 1.1–1.3 on a loaded machine: a
 * one-pass BFS read as O(n log n) 4 times of 4. Below this slope the timings cannot tell the two
 * apart, so a level that expects one of them is read as expecting it; above it, the classes are
 * rounded as usual. 1.5, not lower: Python's start-up varies by ±15 ms on a loaded machine, which moves the
 * slope of a linear program whose runs take 20–60 ms beyond it by ±0.3 (a prefix-sum reference read
 * O(n log n) at 1.35).
 */
const NEAR_LINEAR_SLOPE = 1.5;
const NEAR_LINEAR: readonly GrowthClass[] = ['O(n)', 'O(n log n)'];

/**
 * The least time a quadratic program spends per pair of items, by language: a vectorised C++ inner
 * loop adds eight numbers a nanosecond (0.02 ns leaves room), V8's optimised loops as many,
 * CPython's builtins over a slice about 3 ns per item (0.5). A run at n that took less than n²
 * times this beyond start-up cannot be quadratic: a warm JVM, C++ or Go does a linear level's
 * 64 000 items in a few milliseconds, too little for a slope ("too fast to tell"), yet enough to
 * rule out O(n²).
 */
export const QUADRATIC_NS_PER_PAIR: Record<SupportedLanguage, number> = {
  cpp: 0.02,
  go: 0.02,
  java: 0.02,
  // 0.05 let a quadratic JavaScript range sum pass for linear (2 runs of 3): V8 adds as fast as C1.
  javascript: 0.02,
  typescript: 0.02,
  python: 0.5,
};

function tooFastForQuadratic(size: number, netMs: number, nsPerPair: number): boolean {
  return netMs < (size * size * nsPerPair) / 1e6;
}

/**
 * Whether a finished run was too quick for a cubic program: n³ steps at the fastest rate a language
 * runs a loop (QUADRATIC_NS_PER_PAIR, per step). At the sizes a level is timed on this is seconds to
 * hours, so a slope steeper than n² there is the memory hierarchy, not a third loop: a quadratic C++
 * Build Order scanning for its first free module took 0.2 s at 16 000 and 1.3 s at 32 000 (n^2.7,
 * beyond what fits in cache) and read O(n³) in 2 runs of 5 beside another evaluation; a cubic
 * program would have needed 650 s at 32 000.
 */
function tooFastForCubic(size: number, netMs: number, nsPerStep: number): boolean {
  return netMs < (size * size * size * nsPerStep) / 1e6;
}

/** The power of n a class grows like between two sizes: log(f(n₂)/f(n₁)) / log(n₂/n₁). */
function localExponent(growth: GrowthClass, from: number, to: number): number {
  const work = GROWTH_FUNCTIONS[growth];
  return Math.log(work(to) / work(from)) / Math.log(to / from);
}

/** The class whose local exponent between `from` and `to` is nearest the measured slope, leaning to the slower. */
function nearestClass(slope: number, from: number, to: number): GrowthClass {
  let nearest: GrowthClass = GROWTH_CLASSES[0];
  for (const [index, growth] of GROWTH_CLASSES.entries()) {
    if (index === 0) continue;
    const lower = localExponent(GROWTH_CLASSES[index - 1]!, from, to);
    const threshold = lower + STEEPER_CLASS_FROM * (localExponent(growth, from, to) - lower);
    if (slope >= threshold) nearest = growth;
  }
  return nearest;
}

/**
 * The classes a bound may read (the ratio test and a time-out): up to O(n²). The ratio test's
 * premise, that work below the leading term only flattens the curve, holds for parsing against a
 * quadratic loop, not for memory: a program whose working set grows with n pays more per step once
 * it leaves a cache or keeps the garbage collector busy, and grows faster than its step count. A
 * quadratic TypeScript window scan that allocates a map per start took 317 ms beyond start-up at
 * 4 000 and 1 888 at 8 000 (5.96×, 0.6 s of it system time outside the sandbox: the collector),
 * which no O(n²) can reach with noise allowed: read O(n³) though it does n² steps. A time-out a
 * factor of 2 beyond a finished run is as tight a bound: a quadratic Java Build Pipeline level 2
 * took 330 ms at 16 000 and was stopped at 32 000 (O(n³) 1 run of 3). Steeper than quadratic takes
 * the slope between two finished runs (from n^2.6); a cubic program at these sizes times out a size
 * after its first finished run, where no bound reads more than O(n) anyway.
 */
const BOUND_CLASSES = GROWTH_CLASSES.filter((growth) => growth !== 'O(n³)');

/**
 * The slowest class (up to O(n²)) able to grow from `lower` to `upper`. Work below the leading term (reading the
 * input is linear, a JIT's compile and a garbage collector's start are about constant) only
 * flattens the curve, so a measured ratio t(n₂)/t(n₁) is a lower bound of the leading term's:
 * O(n log n) grows at most 4.6× from 16 000 to 64 000, a program that grew 7.7× cannot be it,
 * whatever slope rounds to (a quadratic TypeScript range sum whose parsing took half its time at
 * 16 000 grew n^1.47 and was read O(n log n) 2 times of 2). The ratio is taken as low as noise
 * allows: the larger run less its share of timing noise, and both read a tick of the CPU clock
 * (10 ms) off in the unfavourable direction (a warm JVM's 10 ms at 4 000 may be 19).
 */
function slowestClassReaching(
  lower: { size: number; netMs: number },
  upper: { size: number; netMs: number },
  jitterMs: number,
): GrowthClass {
  const leastRatio = (upper.netMs / (1 + RATIO_NOISE) - jitterMs) / (lower.netMs + jitterMs);
  const work = GROWTH_FUNCTIONS;
  return (
    BOUND_CLASSES.find((growth) => work[growth](upper.size) / work[growth](lower.size) >= leastRatio) ??
    BOUND_CLASSES.at(-1)!
  );
}

/**
 * Start-up (interpreter, JVM, sandbox), estimated by the quickest of every run: the tests' and the
 * size runs'. A run that took no measurable time says nothing of it.
 */
export function startupEstimateMs(
  tests: readonly { time_ms: number }[],
  sizeRuns: readonly SizeTiming[],
): number {
  return Math.min(
    ...tests.filter((test) => test.time_ms > 0).map((test) => test.time_ms),
    ...sizeRuns.map((run) => run.timeMs),
  );
}

/**
 * Fits how time grows with n. Start-up (interpreter, JVM, sandbox) is paid on every run whatever n
 * is, so `startupMs` (measured on a trivial input) is subtracted first; runs left with too little
 * time are noise and dropped.
 *
 * The class comes from the largest sizes, not from a fit through all of them: lower-order work
 * (reading the input is linear) weighs most at small n and flattens the curve there, so a quadratic
 * program can look linear between 1 000 and 4 000 and only show its growth from 16 000 on. Three
 * readings are taken and the steepest one wins:
 * - the slope between the two largest finished runs, rounded to the nearest class (leaning slower);
 * - each run stopped at the time limit beyond them, which only says t(n) ≥ the limit: every class
 *   that, from the largest finished run, predicts clearly less than the limit at that n would have
 *   let the program finish, so the answer is at least the slowest-growing class that does not.
 * - for every pair of finished runs, the slowest class whose growth between them can reach their
 *   ratio (slowestClassReaching): lower-order work only flattens the curve, so rounding the slope
 *   to the nearest class understates a quadratic program whose parsing still weighs at 16 000.
 * With `expected` (the level's class), a near-linear reading of a near-linear level is that class,
 * and so is a run at the largest size too quick to be quadratic in `language`.
 */
export function fitGrowth(
  timings: readonly SizeTiming[],
  startupMs: number,
  expected?: GrowthClass,
  language?: SupportedLanguage,
): GrowthFit {
  const floorMs = Math.max(MIN_NET_MS, startupMs * MIN_NET_SHARE_OF_STARTUP);
  const usable = timings
    .filter((timing) => timing.size > 1 && Number.isFinite(timing.timeMs))
    .map((timing) => ({ size: timing.size, netMs: timing.timeMs - startupMs, timedOut: !!timing.timedOut }))
    .filter((point) => point.netMs >= floorMs)
    .sort((a, b) => a.size - b.size);
  const points = usable.map(({ size, netMs }) => ({ size, netMs }));
  const finished = usable.filter((point) => !point.timedOut);
  const largest = finished.at(-1);
  const belowLargest = finished.at(-2);
  const nearLinearLevel = expected !== undefined && NEAR_LINEAR.includes(expected);
  // Every run finished, the largest too fast for anything slower than near-linear: the level's class.
  const largestRun = timings
    .filter((timing) => Number.isFinite(timing.timeMs))
    .reduce<SizeTiming | undefined>(
      (found, timing) => (!found || timing.size > found.size ? timing : found),
      undefined,
    );
  if (
    nearLinearLevel &&
    language &&
    largestRun &&
    !timings.some((timing) => timing.timedOut) &&
    tooFastForQuadratic(
      largestRun.size,
      Math.max(0, largestRun.timeMs - startupMs),
      QUADRATIC_NS_PER_PAIR[language],
    )
  )
    return { growth: expected, points };
  if (!largest) return { points };
  // A stop that spent less CPU than the largest finished run was stopped by the wall clock of a
  // loaded machine, not by its work, and bounds nothing: a quadratic TypeScript window scan stopped at
  // 8 000 after 229 ms of CPU, where 4 000 had taken 403, read O(n) beside that one finished run.
  const stoppedBeyond = usable.filter(
    (point) => point.timedOut && point.size > largest.size && point.netMs > largest.netMs,
  );
  if ((!belowLargest || belowLargest.size === largest.size) && stoppedBeyond.length === 0) return { points };

  let growth: GrowthClass | undefined;
  let slope: number | undefined;
  if (belowLargest && belowLargest.size < largest.size) {
    slope = Math.log(largest.netMs / belowLargest.netMs) / Math.log(largest.size / belowLargest.size);
    growth = nearestClass(slope, belowLargest.size, largest.size);
  }
  // Every pair of finished runs, not only the two largest: over a wider span the classes' ratios
  // lie further apart than noise moves a ratio.
  for (const [index, lower] of finished.entries())
    for (const upper of finished.slice(index + 1).filter((point) => point.size > lower.size)) {
      const reached = slowestClassReaching(lower, upper, MIN_NET_MS);
      if (!growth || GROWTH_CLASSES.indexOf(reached) > GROWTH_CLASSES.indexOf(growth)) growth = reached;
    }
  for (const stopped of stoppedBeyond) {
    const requiredRatio = (stopped.netMs * (1 - TIMING_TOLERANCE)) / largest.netMs;
    const boundSlope = Math.log(stopped.netMs / largest.netMs) / Math.log(stopped.size / largest.size);
    slope = Math.max(slope ?? boundSlope, boundSlope);
    const work = (size: number, candidate: GrowthClass) => GROWTH_FUNCTIONS[candidate](size);
    const steepEnough =
      BOUND_CLASSES.find(
        (candidate) => work(stopped.size, candidate) / work(largest.size, candidate) >= requiredRatio,
      ) ?? BOUND_CLASSES.at(-1)!;
    if (!growth || GROWTH_CLASSES.indexOf(steepEnough) > GROWTH_CLASSES.indexOf(growth)) growth = steepEnough;
  }
  if (
    growth === 'O(n³)' &&
    language &&
    tooFastForCubic(largest.size, largest.netMs, QUADRATIC_NS_PER_PAIR[language])
  )
    growth = 'O(n²)';
  if (
    growth &&
    nearLinearLevel &&
    NEAR_LINEAR.includes(growth) &&
    slope !== undefined &&
    slope < NEAR_LINEAR_SLOPE
  )
    growth = expected!;
  return { growth, slope, points };
}
