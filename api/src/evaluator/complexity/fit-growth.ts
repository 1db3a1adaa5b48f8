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
const TIMING_TOLERANCE = 0.25;

/**
 * Where between two neighbouring classes' exponents a slope starts to count as the steeper one.
 * Past halfway: noise must not make a program look worse than it is (a quadratic one read as cubic,
 * a sort as quadratic); a time-out still rules the slower class out whatever the slope says.
 */
const STEEPER_CLASS_FROM = 0.6;

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
 * Fits how time grows with n. Start-up (interpreter, JVM, sandbox) is paid on every run whatever n
 * is, so `startupMs` (measured on a trivial input) is subtracted first; runs left with too little
 * time are noise and dropped.
 *
 * The class comes from the largest sizes, not from a fit through all of them: lower-order work
 * (reading the input is linear) weighs most at small n and flattens the curve there, so a quadratic
 * program can look linear between 1 000 and 4 000 and only show its growth from 16 000 on. Two
 * readings are taken and the steeper one wins:
 * - the slope between the two largest finished runs, rounded to the nearest class (leaning slower);
 * - each run stopped at the time limit beyond them, which only says t(n) ≥ the limit: every class
 *   that, from the largest finished run, predicts clearly less than the limit at that n would have
 *   let the program finish, so the answer is at least the slowest-growing class that does not.
 */
export function fitGrowth(timings: readonly SizeTiming[], startupMs: number): GrowthFit {
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
  if (!largest) return { points };
  const stoppedBeyond = usable.filter((point) => point.timedOut && point.size > largest.size);
  if ((!belowLargest || belowLargest.size === largest.size) && stoppedBeyond.length === 0) return { points };

  let growth: GrowthClass | undefined;
  let slope: number | undefined;
  if (belowLargest && belowLargest.size < largest.size) {
    slope = Math.log(largest.netMs / belowLargest.netMs) / Math.log(largest.size / belowLargest.size);
    growth = nearestClass(slope, belowLargest.size, largest.size);
  }
  for (const stopped of stoppedBeyond) {
    const requiredRatio = (stopped.netMs * (1 - TIMING_TOLERANCE)) / largest.netMs;
    const boundSlope = Math.log(stopped.netMs / largest.netMs) / Math.log(stopped.size / largest.size);
    slope = Math.max(slope ?? boundSlope, boundSlope);
    const work = (size: number, candidate: GrowthClass) => GROWTH_FUNCTIONS[candidate](size);
    const steepEnough =
      GROWTH_CLASSES.find(
        (candidate) => work(stopped.size, candidate) / work(largest.size, candidate) >= requiredRatio,
      ) ?? GROWTH_CLASSES.at(-1)!;
    if (!growth || GROWTH_CLASSES.indexOf(steepEnough) > GROWTH_CLASSES.indexOf(growth)) growth = steepEnough;
  }
  return { growth, slope, points };
}
