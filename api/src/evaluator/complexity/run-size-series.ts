import { TIMING_TOLERANCE, type SizeTiming } from './fit-growth.js';
import { GROWTH_FUNCTIONS, type GrowthClass } from './growth-classes.js';

export interface SizeRunOutcome {
  timeMs: number;
  timedOut: boolean;
  /** Exited normally (its output is not checked: the tests judge correctness). */
  finished: boolean;
}

export interface SizeSeriesOptions {
  /** `fillIn` sizes are run only when needed (see runSizeSeries). */
  inputs: readonly { size: number; input: string; fillIn?: boolean }[];
  /** Time for all the size runs together; the series stops once it is spent. */
  budgetMs: number;
  /** Once a run takes this long, larger sizes add wait and little information. */
  enoughMs: number;
  runOnce: (input: string) => Promise<SizeRunOutcome>;
  /** The CPU a single run may take; with it, a fill-in is timed below a run that ran out of time. */
  runLimitMs?: number;
}

/**
 * How much of a run's CPU allowance a fill-in below a time-out may be predicted to take: a quadratic
 * program's predicted time is a guess, and a fill-in that runs out of time too only says "steeper"
 * with a bound so close to the last finished run that it would overstate the growth.
 */
const FILL_IN_SHARE_OF_LIMIT = 0.7;

/**
 * The fill-in to time after a run stopped at its limit: the one between the last finished size and
 * the stopped one, when a quadratic program would finish it within the allowance and the budget.
 * A fast language can jump from a short run straight to a time-out (a quadratic Java program: 0.35 s
 * at 4 000, stopped at 16 000), leaving only the slope between two small runs, whose times are a
 * few ticks of the CPU clock: 40 ms against 30 read that program as O(n log n) in 2 runs of 3; the
 * fill-in at 8 000 (about 1.4 s) gives a slope between two long runs.
 */
/**
 * Whether the fill-in below a time-out says anything: stopped too, or finished no faster than the
 * smaller run before it. A program whose work is not smooth in n (a BFS that stops once it reaches
 * its target) or a burst of load on the smaller run can make the fill-in the quicker one: a
 * quadratic Python BFS took 133 ms at 4 000 and 109 ms at 8 000, which beside the time-out at 16 000
 * read O(n³).
 */
export function keepFillIn(
  outcome: { timeMs: number; timedOut: boolean; finished: boolean },
  finishedBefore: SizeTiming,
): boolean {
  if (outcome.timedOut) return true;
  return outcome.finished && outcome.timeMs >= finishedBefore.timeMs;
}

export function fillInBelowTimeOut<Input extends { size: number; fillIn?: boolean }>(
  inputs: readonly Input[],
  finished: SizeTiming | undefined,
  stoppedSize: number,
  runLimitMs: number | undefined,
  leftMs: number,
): Input | undefined {
  if (!finished || finished.timedOut || runLimitMs === undefined) return undefined;
  return inputs
    .filter((input) => input.fillIn && input.size > finished.size && input.size < stoppedSize)
    .filter((input) => {
      const predictedMs = finished.timeMs * (input.size / finished.size) ** 2;
      return predictedMs <= runLimitMs * FILL_IN_SHARE_OF_LIMIT && predictedMs <= leftMs;
    })
    .at(-1);
}

/**
 * The fill-in to time before a declared size, instead of going straight to it: when a quadratic
 * program would run out of time at that size and the time-out would leave too little of the budget
 * for the fill-in below it (fillInBelowTimeOut). The time-out itself spends a run's whole allowance:
 * a quadratic JavaScript BFS took 0.44 s at 16 000 and was stopped at 64 000 after 2.1 s, with 2.3 s
 * in all to spend, so only the slope between 4 000 and 16 000 was left, and a stop at 64 000 bounds
 * the growth too loosely to rule out O(n log n) (read so 1 run of 4; the fill-in at 32 000 takes
 * about 1.7 s). Chosen when a quadratic program would finish it within the run's allowance: it then
 * costs less than the time-out it replaces, so it may run past what is left of the budget.
 */
export function fillInBeforeTimeOut<Input extends { size: number; fillIn?: boolean }>(
  inputs: readonly Input[],
  finished: SizeTiming | undefined,
  nextSize: number,
  runLimitMs: number | undefined,
  leftMs: number,
): Input | undefined {
  if (!finished || finished.timedOut || runLimitMs === undefined) return undefined;
  const quadraticMs = (size: number) => finished.timeMs * (size / finished.size) ** 2;
  if (quadraticMs(nextSize) <= runLimitMs) return undefined;
  return inputs
    .filter((input) => input.fillIn && input.size > finished.size && input.size < nextSize)
    .filter((input) => quadraticMs(input.size) <= runLimitMs)
    .filter((input) => runLimitMs + quadraticMs(input.size) > leftMs)
    .at(-1);
}

/**
 * Whether a run's time stands out from start-up, which the quickest run approximates: half again as
 * long and 10 ms more (fit-growth.ts drops runs closer to start-up than that as noise).
 */
export function standsOut(timeMs: number, quickestMs: number): boolean {
  return timeMs >= Math.max(quickestMs * 1.5, quickestMs + 10);
}

/**
 * The fill-in to time when every declared size finished, none long, and only the largest stood out
 * from start-up: growth takes two such runs. A linear TypeScript prefix sum took 64 ms at 16 000 and
 * 142 at 64 000 beside a start-up of 49 ms (load 23), so 16 000 was noise and the reading was
 * "none" (2 runs of 4); 32 000, about 90 ms, stands out.
 */
export function fillInBelowLoneRun<Input extends { size: number }>(
  fillIns: readonly Input[],
  timings: readonly SizeTiming[],
): Input | undefined {
  const largest = timings.at(-1);
  const below = timings.at(-2);
  if (!largest || !below) return undefined;
  const quickestMs = Math.min(...timings.map((timing) => timing.timeMs));
  const measured = timings.filter((timing) => standsOut(timing.timeMs, quickestMs));
  if (measured.length !== 1 || measured[0] !== largest) return undefined;
  const fillIn = fillIns.filter((input) => input.size > below.size && input.size < largest.size).at(-1);
  if (!fillIn) return undefined;
  // Time grows at least linearly, so this is the most the fill-in can take: when even that would not
  // stand out (a C++ prefix sum's 15 ms at 64 000 beside 4 ms of start-up), the run would be wasted.
  const linearMs = quickestMs + ((largest.timeMs - quickestMs) * fillIn.size) / largest.size;
  return standsOut(linearMs, quickestMs) ? fillIn : undefined;
}

/**
 * Times the program on inputs of growing n, smallest first, stopping early: at the first run that
 * times out or crashes, once one run is long enough to measure well, or when the budget is spent.
 * The extra runs stay inside the verdict's time budget: a fast program is done in a few hundred
 * milliseconds, a slow one stops after its first long run.
 *
 * Growth takes two sizes whose times stand out from start-up. When the long run is the only one (on
 * a fast machine a quadratic program is lost in start-up at n = 4 000 and takes 0.7 s at 16 000),
 * the fill-in size between it and the run before is timed too, when there is one.
 *
 * The long run weighs most in the fit and is the one most exposed to a busy machine (a neighbour's
 * burst, a stolen CPU): it is timed a second time when the budget allows, and the faster run counts.
 */
export async function runSizeSeries(options: SizeSeriesOptions): Promise<SizeTiming[]> {
  const timings: SizeTiming[] = [];
  const fillIns = options.inputs.filter((input) => input.fillIn).sort((a, b) => a.size - b.size);
  let spentMs = 0;
  const time = async ({ size, input }: { size: number; input: string }) => {
    const outcome = await options.runOnce(input);
    spentMs += outcome.timeMs;
    if (outcome.timedOut) timings.push({ size, timeMs: outcome.timeMs, timedOut: true });
    else if (outcome.finished) timings.push({ size, timeMs: outcome.timeMs });
    return outcome;
  };
  /** Noise on a shared machine only ever adds CPU time, so of two runs the faster is the truer. */
  const retime = async (input: string, timing: SizeTiming) => {
    const outcome = await options.runOnce(input);
    spentMs += outcome.timeMs;
    if (outcome.finished && outcome.timeMs < timing.timeMs) timing.timeMs = outcome.timeMs;
  };
  const declared = options.inputs.filter((input) => !input.fillIn).sort((a, b) => a.size - b.size);
  const timedAhead = new Set<number>();
  let budgetMs = options.budgetMs;
  for (let index = 0; index < declared.length; index++) {
    if (spentMs >= budgetMs) break;
    let next = declared[index]!;
    const previousSize = timings.at(-1)?.size ?? 0;
    const before = fillInBeforeTimeOut(
      options.inputs.filter((input) => !timedAhead.has(input.size)),
      timings.at(-1),
      next.size,
      options.runLimitMs,
      budgetMs - spentMs,
    );
    if (before) {
      // What going straight to the declared size would have spent: its time-out.
      budgetMs = Math.max(budgetMs, spentMs + (options.runLimitMs ?? 0));
      timedAhead.add(before.size);
      next = before;
      // The declared size comes next, unless this run ends the series.
      index--;
    }
    const outcome = await time(next);
    // A fill-in timed ahead that was quick after all is dropped: the declared size comes next, and
    // the slope is read over the declared sizes' span, four times apart, not two.
    if (before && outcome.finished && outcome.timeMs < options.enoughMs) {
      timings.pop();
      continue;
    }
    if (before && outcome.timedOut) {
      // Time grows with n, so the declared size would have run out of time too: the stop is recorded
      // there, bounding the growth as going straight to it would have. Kept at the fill-in, a factor
      // of 2 from the last finished run, a program a little steeper than n² read O(n³) (a JavaScript
      // window scan allocating a map per start: 0.42 s at 4 000, stopped at 8 000; 3 runs of 3).
      timings.pop();
      timings.push({ size: declared[index + 1]!.size, timeMs: outcome.timeMs, timedOut: true });
      break;
    }
    if (outcome.timedOut) {
      const below = fillInBelowTimeOut(
        options.inputs,
        timings.filter((timing) => !timing.timedOut).at(-1),
        next.size,
        options.runLimitMs,
        budgetMs - spentMs,
      );
      if (below) {
        const finishedBefore = timings.filter((timing) => !timing.timedOut).at(-1)!;
        const outcome = await options.runOnce(below.input);
        spentMs += outcome.timeMs;
        if (keepFillIn(outcome, finishedBefore))
          timings.push({
            size: below.size,
            timeMs: outcome.timeMs,
            ...(outcome.timedOut ? { timedOut: true } : {}),
          });
      }
      break;
    }
    if (!outcome.finished) break;
    if (outcome.timeMs < options.enoughMs) continue;
    const longRun = timings.at(-1)!;
    const quickestMs = Math.min(...timings.map((timing) => timing.timeMs));
    const measured = timings.filter((timing) => standsOut(timing.timeMs, quickestMs));
    const fillIn = fillIns.filter((input) => input.size > previousSize && input.size < next.size).at(-1);
    if (measured.length < 2 && fillIn && spentMs < budgetMs) await time(fillIn);
    // Ahead of a time-out, both runs of the slope are a factor of 2 apart, not 4, so a burst on either
    // moves it twice as far: the run below is timed again too, first, being the cheaper (a quadratic
    // TypeScript program's 474 ms at 16 000 against 350 in its other runs read O(n log n)). So too
    // when the run below took less than three start-ups: its time beyond start-up is then about as
    // small as start-up's own noise (a quadratic TypeScript BFS: 50 ms beyond it at 4 000, 500 at
    // 16 000; 21 ms more at 4 000 reads n^1.4, O(n), 1 run of 3 at load 25).
    const runBelow = timings.at(-2);
    const belowInNoise = runBelow !== undefined && runBelow.timeMs < 3 * quickestMs;
    if ((before || belowInNoise) && runBelow && !runBelow.timedOut && spentMs + runBelow.timeMs <= budgetMs) {
      const input = options.inputs.find((candidate) => candidate.size === runBelow.size);
      if (input) await retime(input.input, runBelow);
    }
    if (spentMs + outcome.timeMs <= budgetMs) await retime(next.input, longRun);
    break;
  }
  const largest = timings.at(-1);
  if (largest && !largest.timedOut && largest.size === declared.at(-1)?.size && spentMs < budgetMs) {
    const fillIn = fillInBelowLoneRun(fillIns, timings);
    const outcome = fillIn && (await time(fillIn));
    // Both runs are timed again, the faster counting: a factor of 2 apart, a burst on either moves
    // the slope twice as far as over the declared sizes' factor of 4 (a linear TypeScript prefix sum
    // read O(n log n) 1 run of 3 at load 21). They are short, or the series would have stopped.
    const fillInTiming = timings.at(-1);
    if (
      fillIn &&
      outcome?.finished &&
      fillInTiming &&
      spentMs + fillInTiming.timeMs + largest.timeMs <= budgetMs
    ) {
      await retime(fillIn.input, fillInTiming);
      await retime(declared.at(-1)!.input, largest);
    }
  }
  return timings.sort((a, b) => a.size - b.size);
}

/**
 * The size to time above a series that finished every run, when its reading says the program is as
 * fast as intended although it ran out of time on a hidden test. Most such readings are a slope over
 * a factor of 2 in n that noise flattened: a quadratic JavaScript Recording Studio Bookings took
 * 0.26 s at 4 000 and 0.57 s at 8 000 beside another evaluation, n^1.4, and read O(n log n) in 2 runs
 * of 4 even timed three times (its TypeScript twin in 3 of 4). One size further settles it:
 * - the largest size above at which a quadratic program would still finish within the allowance:
 *   its run widens the span the slope is read over;
 * - else the next size up, when an O(n log n) program would clearly finish it: stopped there, the
 *   program grows faster than that (8 000 in 0.57 s, stopped at 16 000 after 2.15 s: at least n²).
 * Undefined when neither run could say more than the series already does.
 */
export function sizeAboveSeries<Input extends { size: number }>(
  inputs: readonly Input[],
  timings: readonly SizeTiming[],
  startupMs: number,
  runLimitMs: number,
): Input | undefined {
  const largest = timings.at(-1);
  if (!largest || timings.some((timing) => timing.timedOut)) return undefined;
  const netMs = Math.max(1, largest.timeMs - startupMs);
  const above = inputs.filter((input) => input.size > largest.size).sort((a, b) => a.size - b.size);
  const predictedMs = (size: number, growth: GrowthClass) =>
    startupMs + netMs * (GROWTH_FUNCTIONS[growth](size) / GROWTH_FUNCTIONS[growth](largest.size));
  const quadraticFinishes = above.filter(
    (input) => predictedMs(input.size, 'O(n²)') <= runLimitMs * FILL_IN_SHARE_OF_LIMIT,
  );
  if (quadraticFinishes.length > 0) return quadraticFinishes.at(-1);
  const next = above[0];
  if (!next) return undefined;
  const stopRulesOutNLogN =
    predictedMs(next.size, 'O(n log n)') - startupMs < (1 - TIMING_TOLERANCE) * (runLimitMs - startupMs);
  return stopRulesOutNLogN ? next : undefined;
}

/**
 * The series, confirmed when its reading is in doubt (`inDoubt`): every finished run is timed once
 * more (`retime`, undefined for a rerun that did not finish) and the faster time counts, since noise on
 * a shared machine only ever adds CPU time. In doubt are a reading steep enough to cost points (a power
 * of n more than the level intends) although every test finished in time, and any reading of a program
 * that ran out of time on a hidden test, which is what the reading then explains to the learner. A
 * burst on one short run of a linear program is enough to read it as quadratic (a clean TypeScript
 * Metro Station Ledger rated efficiency 4 once in CI), and a burst on the smaller of the two largest
 * runs flattens a quadratic one (a quadratic JavaScript Recording Studio Bookings read O(n log n) beside
 * another evaluation, 2 of 2 in one corpus run); a true reading is the same twice. It costs at most the
 * finished runs' time again; runs stopped at their limit are not repeated (their time is a bound already).
 */
export async function confirmReading(
  timings: SizeTiming[],
  inDoubt: (timings: readonly SizeTiming[]) => boolean,
  retime: (finished: readonly SizeTiming[]) => Promise<ReadonlyArray<number | undefined>>,
): Promise<SizeTiming[]> {
  const finished = timings.filter((timing) => !timing.timedOut);
  if (finished.length === 0 || !inDoubt(timings)) return timings;
  const again = await retime(finished);
  for (const [index, timing] of finished.entries()) {
    const timeMs = again[index];
    if (timeMs !== undefined) timing.timeMs = Math.min(timing.timeMs, timeMs);
  }
  return timings;
}

/**
 * A reading that says a program is as fast as intended although it ran out of time on a hidden test
 * (`belied`), settled with one more measurement before it counts: a run one size further
 * (sizeAboveSeries), or, when no size there could say more, the two largest finished runs timed
 * once more, the faster counting. That second case is a long series whose last slope a burst on the
 * run below flattened: a quadratic JavaScript Metro Station Ledger at 0.38 s at 16 000 (0.27–0.30 in
 * its other runs) and 0.94 s at 32 000 read n^1.48, O(n), beside another evaluation.
 */
export async function settleReading(
  timings: SizeTiming[],
  belied: (timings: readonly SizeTiming[]) => boolean,
  options: {
    inputs: readonly { size: number }[];
    startupMs: number;
    runLimitMs: number;
    timeAt: (size: number) => Promise<SizeRunOutcome | undefined>;
    timeAgain: (finished: readonly SizeTiming[]) => Promise<ReadonlyArray<number | undefined>>;
  },
): Promise<SizeTiming[]> {
  if (!belied(timings)) return timings;
  const above = sizeAboveSeries(options.inputs, timings, options.startupMs, options.runLimitMs);
  if (above) {
    const outcome = await options.timeAt(above.size);
    if (outcome?.timedOut) timings.push({ size: above.size, timeMs: outcome.timeMs, timedOut: true });
    else if (outcome?.finished) timings.push({ size: above.size, timeMs: outcome.timeMs });
    return timings.sort((a, b) => a.size - b.size);
  }
  const lastTwo = timings.filter((timing) => !timing.timedOut).slice(-2);
  if (lastTwo.length < 2) return timings;
  const again = await options.timeAgain(lastTwo);
  for (const [index, timing] of lastTwo.entries()) {
    const timeMs = again[index];
    if (timeMs !== undefined) timing.timeMs = Math.min(timing.timeMs, timeMs);
  }
  return timings;
}
