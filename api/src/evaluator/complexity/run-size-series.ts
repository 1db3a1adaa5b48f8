import type { SizeTiming } from './fit-growth.js';

export interface SizeRunOutcome {
  timeMs: number;
  timedOut: boolean;
  /** Exited normally (its output is not checked: the tests judge correctness). */
  finished: boolean;
}

export interface SizeSeriesOptions {
  inputs: readonly { size: number; input: string }[];
  /** Time for all the size runs together; the series stops once it is spent. */
  budgetMs: number;
  /** Once a run takes this long, larger sizes add wait and little information. */
  enoughMs: number;
  runOnce: (input: string) => Promise<SizeRunOutcome>;
}

/**
 * Times the program on inputs of growing n, smallest first, stopping early: at the first run that
 * times out or crashes, once one run is long enough to measure well, or when the budget is spent.
 * The extra runs stay inside the verdict's time budget: a fast program is done in a few hundred
 * milliseconds, a slow one stops after its first long run.
 */
export async function runSizeSeries(options: SizeSeriesOptions): Promise<SizeTiming[]> {
  const timings: SizeTiming[] = [];
  let spentMs = 0;
  for (const { size, input } of [...options.inputs].sort((a, b) => a.size - b.size)) {
    if (spentMs >= options.budgetMs) break;
    const outcome = await options.runOnce(input);
    spentMs += outcome.timeMs;
    if (outcome.timedOut) {
      timings.push({ size, timeMs: outcome.timeMs, timedOut: true });
      break;
    }
    if (!outcome.finished) break;
    timings.push({ size, timeMs: outcome.timeMs });
    if (outcome.timeMs >= options.enoughMs) break;
  }
  return timings;
}
