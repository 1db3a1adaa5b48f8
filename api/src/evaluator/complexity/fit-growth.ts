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
  /** Least-squares slope of log(time − start-up) against log n: about 1 for O(n), 2 for O(n²). */
  slope?: number;
  /** The runs the fit used, with start-up subtracted. */
  points: { size: number; netMs: number }[];
}

/**
 * A run's time must stand this far above the start-up cost to say anything about growth: CPU
 * timings of the same run vary by a few milliseconds plus ±20 % on a loaded machine.
 */
const MIN_NET_MS = 4;
const MIN_NET_SHARE_OF_STARTUP = 0.15;

/** Squared log error (about a 10 % misfit per run) within which two classes fit equally well. */
const NEAR_FIT_ERROR = 0.01;

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Fits how time grows with n. Start-up (interpreter, JVM, sandbox) is paid on every run whatever n
 * is, so `startupMs` (measured on a trivial input) is subtracted first; runs left with too little
 * time are noise and dropped. Each class's curve is then fitted to the rest in log space (one free
 * constant factor) and the class with the smallest squared error wins.
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
  const stopped = usable.filter((point) => point.timedOut);
  if (finished.length === 0 || new Set(usable.map((point) => point.size)).size < 2) return { points };

  const logSizes = usable.map((point) => Math.log(point.size));
  const logTimes = usable.map((point) => Math.log(point.netMs));
  const meanLogSize = mean(logSizes);
  const meanLogTime = mean(logTimes);
  let covariance = 0;
  let variance = 0;
  for (const [index, logSize] of logSizes.entries()) {
    covariance += (logSize - meanLogSize) * (logTimes[index]! - meanLogTime);
    variance += (logSize - meanLogSize) ** 2;
  }
  const slope = covariance / variance;

  const errors = GROWTH_CLASSES.map((growth) => {
    const logWork = (size: number) => Math.log(GROWTH_FUNCTIONS[growth](size));
    // log t = log c + log f(n): the best log c is the mean residual, the error what is left.
    const residuals = finished.map((point) => Math.log(point.netMs) - logWork(point.size));
    const offset = mean(residuals);
    let error = residuals.reduce((sum, residual) => sum + (residual - offset) ** 2, 0);
    // A run stopped at the limit only says its time was at least that: a class predicting less is wrong.
    for (const point of stopped) {
      const shortfall = Math.log(point.netMs) - (offset + logWork(point.size));
      if (shortfall > 0) error += shortfall ** 2;
    }
    return { growth, error };
  });
  const smallestError = Math.min(...errors.map((candidate) => candidate.error));
  // Timings only just separate neighbouring classes (n and n log n differ by under 2× over these
  // sizes): the slowest-growing class that fits nearly as well as the best one is the answer, so
  // noise never makes a program look worse than it is.
  const best = errors.find((candidate) => candidate.error <= smallestError * 1.5 + NEAR_FIT_ERROR)!;
  return { growth: best.growth, slope, points };
}
