import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { growthInputs } from '../../src/evaluator/complexity/growth-inputs.js';
import { fitGrowth, type SizeTiming } from '../../src/evaluator/complexity/fit-growth.js';
import {
  confirmReading,
  runSizeSeries,
  settleReading,
  type SizeRunOutcome,
} from '../../src/evaluator/complexity/run-size-series.js';

const INPUTS = growthInputs([1000, 4000, 16000, 64000], (size) => String(size));

/**
 * A program whose CPU time per size is given, or per successive run of a size as a list; sizes
 * missing from the table run out of time.
 */
function program(timesMs: Record<number, number | number[]>, limitMs = 2100) {
  const asked: number[] = [];
  const runOnce = async (input: string): Promise<SizeRunOutcome> => {
    const size = Number(input);
    const runsBefore = asked.filter((earlier) => earlier === size).length;
    asked.push(size);
    const times = timesMs[size];
    const timeMs = Array.isArray(times) ? times[Math.min(runsBefore, times.length - 1)] : times;
    return timeMs === undefined
      ? { timeMs: limitMs, timedOut: true, finished: false }
      : { timeMs, timedOut: false, finished: true };
  };
  return { runOnce, asked };
}

describe('the sizes a program is timed on', () => {
  test('are the declared ones, with a fill-in halfway between two four or more times apart', () => {
    assert.deepEqual(
      INPUTS.map(({ size, fillIn }) => (fillIn ? `(${size})` : String(size))),
      ['1000', '4000', '16000', '64000', '(2000)', '(8000)', '(32000)'],
    );
    assert.deepEqual(
      growthInputs([1000, 2000, 16000, 50000], String)
        .filter((input) => input.fillIn)
        .map((input) => input.size),
      [6000],
    );
  });
});

/** The series as a level with a 3 s limit runs it: 3.2 s in all, a run of 0.5 s is long enough. */
function timeSeries(runOnce: (input: string) => Promise<SizeRunOutcome>) {
  return runSizeSeries({ inputs: INPUTS, budgetMs: 3200, enoughMs: 500, runOnce });
}

describe('timing a program on growing sizes', () => {
  test('stops after the first long run when an earlier size already stood out from start-up', async () => {
    // A quadratic program on a slow machine: 4 000 is already well above start-up.
    const { runOnce, asked } = program({ 1000: 60, 4000: 140, 16000: 1900 });
    const timings = await timeSeries(runOnce);
    // 4 000 is timed again, being under three start-ups; 16 000 is not, the budget being spent.
    assert.deepEqual(asked, [1000, 4000, 16000, 4000]);
    assert.deepEqual(
      timings.map((timing) => timing.size),
      [1000, 4000, 16000],
    );
  });

  test('times the fill-in size below the long run when that run is the only one to stand out from start-up', async () => {
    // The same program on a fast machine: 4 000 is lost in start-up, 16 000 takes 0.7 s.
    const { runOnce, asked } = program({ 1000: 51, 4000: 71, 8000: 190, 16000: 677 });
    const timings = await timeSeries(runOnce);
    assert.deepEqual(asked, [1000, 4000, 16000, 8000, 16000]);
    assert.deepEqual(
      timings.map((timing) => timing.size),
      [1000, 4000, 8000, 16000],
    );
  });

  test('times the long run a second time when the budget allows, and the faster of the two counts', async () => {
    // The first run at 16 000 lost half a second to a neighbour on the machine.
    const burst = program({ 1000: 18, 4000: 46, 16000: [1190, 690] });
    const timings = await timeSeries(burst.runOnce);
    assert.deepEqual(burst.asked, [1000, 4000, 16000, 4000, 16000]);
    assert.deepEqual(timings, [
      { size: 1000, timeMs: 18 },
      { size: 4000, timeMs: 46 },
      { size: 16000, timeMs: 690 },
    ]);

    // A slower second run changes nothing.
    const calm = program({ 1000: 18, 4000: 46, 16000: [690, 1190] });
    const calmTimings = await timeSeries(calm.runOnce);
    assert.equal(calmTimings.at(-1)!.timeMs, 690);

    // No second run once the first long run has left too little of the budget for it.
    const long = program({ 1000: 18, 4000: 46, 16000: 1600 });
    await timeSeries(long.runOnce);
    assert.deepEqual(long.asked, [1000, 4000, 16000, 4000]);
  });

  test('a fast program is timed on the declared sizes only, and no run is made past the budget', async () => {
    const fast = program({ 1000: 40, 4000: 45, 16000: 60, 64000: 120 });
    await timeSeries(fast.runOnce);
    assert.deepEqual(fast.asked, [1000, 4000, 16000, 64000]);

    // The fill-in would be needed, but the long run spent the budget.
    const slow = program({ 1000: 50, 4000: 60, 8000: 400, 16000: 3200 });
    await timeSeries(slow.runOnce);
    assert.deepEqual(slow.asked, [1000, 4000, 16000]);
  });
});

describe('a run that ran out of time right after a short one (issue 26)', () => {
  // A quadratic Java program, warm, on a loaded machine: 1 000 and 4 000 finish in 50 and 360 ms,
  // 16 000 is stopped by the wall clock after 1.45 s of CPU (measured so, 2 runs of 3).
  const quadratic = () => program({ 1000: 50, 4000: 360, 8000: 1450 }, 1450);
  const series = (runOnce: (input: string) => Promise<SizeRunOutcome>, runLimitMs?: number) =>
    runSizeSeries({ inputs: INPUTS, budgetMs: 4200, enoughMs: 400, runOnce, runLimitMs });

  test('the fill-in between them is timed when a quadratic program would finish it, and the class read is O(n²)', async () => {
    const { runOnce, asked } = quadratic();
    const timings = await series(runOnce, 2200);
    assert.deepEqual(asked, [1000, 4000, 16000, 8000]);
    // Without the fill-in only the slope between 40 and 350 ms was left: O(n log n), the wrong class.
    assert.equal(fitGrowth(timings, 10, 'O(n)', 'java').growth, 'O(n²)');
    const without = await series(quadratic().runOnce);
    assert.equal(fitGrowth(without, 10, 'O(n)', 'java').growth, 'O(n log n)');
  });

  test('a fill-in that runs out of time too still bounds the growth from below', async () => {
    const { runOnce } = program({ 1000: 40, 4000: 350 }, 1500);
    const timings = await series(runOnce, 2200);
    assert.deepEqual(
      timings.map((timing) => `${timing.size}${timing.timedOut ? ' stopped' : ''}`),
      ['1000', '4000', '8000 stopped', '16000 stopped'],
    );
    assert.equal(fitGrowth(timings, 10, 'O(n)', 'java').growth, 'O(n²)');
  });

  test('a fill-in quicker than the smaller run before it is dropped: the time-out alone bounds the growth', async () => {
    // A quadratic Python BFS that stops once it reaches its target: its work is not smooth in n.
    const { runOnce, asked } = program({ 1000: 21, 4000: 133, 8000: 109 }, 1243);
    const timings = await series(runOnce, 2100);
    assert.deepEqual(asked, [1000, 4000, 16000, 8000]);
    assert.deepEqual(
      timings.map((timing) => timing.size),
      [1000, 4000, 16000],
    );
    // Kept, the 8 000 run read O(n³) beside the time-out.
    assert.equal(fitGrowth(timings, 20, 'O(n)', 'python').growth, 'O(n²)');
  });

  test('no fill-in when even a quadratic program would not finish it within the run’s allowance', async () => {
    // 390 ms at 4 000 predicts 1.56 s at 8 000: more than 70 % of the 2.2 s a run may take.
    const { runOnce, asked } = program({ 1000: 50, 4000: 390 }, 2200);
    await series(runOnce, 2200);
    assert.deepEqual(asked, [1000, 4000, 16000]);
  });
});

/**
 * The series as judge-program.ts runs it for JavaScript on a level with a 2 s limit: a run may take
 * 2.15 s of CPU, all of them 2.3 s, a run of 0.55 s is long enough.
 */
function javascriptSeries(runOnce: (input: string) => Promise<SizeRunOutcome>) {
  return runSizeSeries({ inputs: INPUTS, budgetMs: 2300, enoughMs: 550, runLimitMs: 2150, runOnce });
}

describe('a size a quadratic program would run out of time on, with no budget left after the time-out (issue 26)', () => {
  test('the fill-in below it is timed first, and a quadratic JavaScript BFS reads O(n²)', async () => {
    // Courier Routes level 1, quadratic, in JavaScript on a loaded machine (load 11): measured so,
    // but for 64 000, which ran out of time after 2.17 s and left no budget for 32 000 (read
    // O(n log n) from the slope between 4 000 and 16 000 and the loose bound of the time-out).
    const { runOnce, asked } = program({ 1000: 53, 4000: 92, 16000: 436, 32000: 1650 }, 2169);
    const timings = await javascriptSeries(runOnce);
    assert.deepEqual(asked, [1000, 4000, 16000, 32000, 16000]);
    assert.equal(fitGrowth(timings, 44, 'O(n)', 'javascript').growth, 'O(n²)');
  });

  test('the run below the fill-in is timed again, within what the time-out would have cost, and the faster counts', async () => {
    // Build Pipeline level 1, quadratic, in TypeScript (load 9, a 3 s level): 16 000 took 474 ms
    // where its other runs took 350, and the slope to 32 000 read O(n log n).
    const { runOnce, asked } = program({ 1000: 75, 4000: 84, 16000: [474, 350], 32000: 1269 }, 2150);
    const timings = await runSizeSeries({
      inputs: INPUTS,
      budgetMs: 3300,
      enoughMs: 550,
      runLimitMs: 2150,
      runOnce,
    });
    assert.deepEqual(asked, [1000, 4000, 16000, 32000, 16000]);
    assert.deepEqual(timings.at(-2), { size: 16000, timeMs: 350 });
    assert.equal(fitGrowth(timings, 58, 'O(n log n)', 'typescript').growth, 'O(n²)');
    const once = timings.map((timing) => (timing.size === 16000 ? { ...timing, timeMs: 474 } : timing));
    assert.equal(fitGrowth(once, 58, 'O(n log n)', 'typescript').growth, 'O(n log n)');
  });

  test('a fill-in timed ahead that turns out quick is dropped, and the declared size is timed as before', async () => {
    // A linear program slow enough at 16 000 for a quadratic one to run out of time at 64 000.
    const { runOnce, asked } = program({ 1000: 60, 4000: 90, 16000: 200, 32000: 340, 64000: 620 }, 2150);
    const timings = await javascriptSeries(runOnce);
    assert.deepEqual(asked, [1000, 4000, 16000, 32000, 64000, 64000]);
    assert.deepEqual(
      timings.map((timing) => timing.size),
      [1000, 4000, 16000, 64000],
    );
    assert.equal(fitGrowth(timings, 60, 'O(n)', 'javascript').growth, 'O(n)');
  });

  test('a fill-in timed ahead that runs out of time too counts as a stop at the declared size', async () => {
    // Calm Stretch level 3, quadratic, in JavaScript (load 10, a 3 s level): a map allocated per start
    // makes it a little steeper than n², 0.42 s at 4 000 and 2.1 s at 8 000 outside the sandbox.
    // Kept at 8 000, the stop bounded the growth a factor of 2 from 4 000: O(n³), 3 runs of 3.
    const { runOnce, asked } = program({ 1000: 89, 4000: 419 }, 2168);
    const timings = await runSizeSeries({
      inputs: INPUTS,
      budgetMs: 3300,
      enoughMs: 550,
      runLimitMs: 2150,
      runOnce,
    });
    assert.deepEqual(asked, [1000, 4000, 8000]);
    assert.deepEqual(timings.at(-1), { size: 16000, timeMs: 2168, timedOut: true });
    assert.equal(fitGrowth(timings, 53, 'O(n)', 'javascript').growth, 'O(n²)');
  });

  test('no fill-in ahead when the budget still holds the time-out and the fill-in after it', async () => {
    // As a quadratic C++ program on a 3 s level: 64 000 runs out of time, then 32 000 is timed.
    const { runOnce, asked } = program({ 1000: 10, 4000: 23, 16000: 145, 32000: 517 }, 2050);
    await runSizeSeries({ inputs: INPUTS, budgetMs: 3100, enoughMs: 450, runLimitMs: 2050, runOnce });
    assert.deepEqual(asked, [1000, 4000, 16000, 64000, 32000]);
  });
});

describe('a fast program whose largest size is the only run to stand out from start-up (issue 26)', () => {
  test('the fill-in below the largest size is timed, and a linear TypeScript prefix sum reads O(n)', async () => {
    // Station Ledger level 1, the reference in TypeScript (load 16, a 2 s level; sample tests took
    // 47 ms at least): 16 000 is 22 ms beyond start-up, under the fit's floor of 23, and 64 000's
    // 95 ms is too slow to rule out O(n²) in V8: "none" without 32 000 (2 runs of 4 at load 23).
    const { runOnce, asked } = program({ 1000: 53, 4000: 52, 16000: 69, 32000: 83, 64000: 142 });
    const timings = await javascriptSeries(runOnce);
    // Both runs of the slope are timed again: a factor of 2 apart, a burst on either moves it far.
    assert.deepEqual(asked, [1000, 4000, 16000, 64000, 32000, 32000, 64000]);
    assert.equal(fitGrowth(timings, 47, 'O(n)', 'typescript').growth, 'O(n)');
    const without = timings.filter((timing) => timing.size !== 32000);
    assert.equal(fitGrowth(without, 47, 'O(n)', 'typescript').growth, undefined);
  });

  test('no fill-in when even a linear program would not stand out there', async () => {
    // The same level's reference in C++: 19 ms at 64 000 beside 7 of start-up; 32 000 would take 13.
    const { runOnce, asked } = program({ 1000: 7, 4000: 8, 16000: 10, 32000: 13, 64000: 19 });
    await javascriptSeries(runOnce);
    assert.deepEqual(asked, [1000, 4000, 16000, 64000]);
  });
});

describe('a long run whose run below is about as short as start-up (issue 26)', () => {
  test('the run below is timed again too, and a quadratic TypeScript BFS reads O(n²)', async () => {
    // Courier Routes level 1, quadratic, in TypeScript (load 26, a 2 s level): 1 000, 4 000 and 16 000
    // took 59, 109 and 563 ms beside a start-up of 58; a burst of 21 ms on 4 000 reads n^1.4, O(n).
    const { runOnce, asked } = program({ 1000: 59, 4000: [130, 109], 16000: 563 });
    const timings = await javascriptSeries(runOnce);
    assert.deepEqual(asked, [1000, 4000, 16000, 4000, 16000]);
    assert.equal(fitGrowth(timings, 58, 'O(n)', 'typescript').growth, 'O(n²)');
    const once = timings.map((timing) => (timing.size === 4000 ? { ...timing, timeMs: 130 } : timing));
    assert.equal(fitGrowth(once, 58, 'O(n)', 'typescript').growth, 'O(n)');
  });
});

describe('a reading steep enough to cost points', () => {
  const sizes = [1000, 4000, 16000, 64000];
  const series = (timesMs: number[]) => timesMs.map((timeMs, index) => ({ size: sizes[index]!, timeMs }));
  // As the judge asks: would the efficiency rating read a power of n more than the level's O(n)?
  const readsQuadratic = (timings: readonly SizeTiming[]) =>
    fitGrowth(timings, 50, 'O(n)', 'typescript').growth === 'O(n²)';
  const retimedAs = (timesMs: number[]) => {
    const asked: number[][] = [];
    const retime = async (finished: readonly SizeTiming[]) => {
      asked.push(finished.map((timing) => timing.size));
      return finished.map((timing) => timesMs[sizes.indexOf(timing.size)]);
    };
    return { retime, asked };
  };

  test('is timed again before it counts: a burst on one run of a linear program does not make it quadratic', async () => {
    // A linear TypeScript program (start-up 50 ms) whose 64 000 run met a 300 ms burst.
    const timings = series([52, 60, 100, 560]);
    assert.equal(readsQuadratic(timings), true, 'the burst alone reads O(n²)');
    const { retime, asked } = retimedAs([53, 61, 98, 255]);
    const confirmed = await confirmReading(timings, readsQuadratic, retime);
    assert.deepEqual(asked, [sizes]);
    assert.deepEqual(
      confirmed.map((timing) => timing.timeMs),
      [52, 60, 98, 255],
    );
    assert.equal(fitGrowth(confirmed, 50, 'O(n)', 'typescript').growth, 'O(n)');
  });

  test('a quadratic program reads the same twice', async () => {
    const { retime } = retimedAs([51, 63, 240, 2500]);
    const confirmed = await confirmReading(series([52, 60, 250, 2600]), readsQuadratic, retime);
    assert.equal(fitGrowth(confirmed, 50, 'O(n)', 'typescript').growth, 'O(n²)');
  });

  test('only finished runs are timed again, and nothing when the reading costs no points', async () => {
    const stopped = [...series([52, 70]), { size: 16000, timeMs: 2100, timedOut: true }];
    const { retime, asked } = retimedAs([52, 70]);
    await confirmReading(stopped, () => true, retime);
    assert.deepEqual(asked, [[1000, 4000]]);
    const quiet = retimedAs([52, 60, 100, 260]);
    await confirmReading(series([52, 60, 100, 260]), readsQuadratic, quiet.retime);
    assert.deepEqual(quiet.asked, []);
  });
});

describe('a reading that says a program is as fast as intended although it ran out of time on a hidden test (issue 26)', () => {
  // A JavaScript program of a level that intends O(n log n) (start-up 70 ms, 2 150 ms a run).
  const reads = (timings: readonly SizeTiming[]) => fitGrowth(timings, 70, 'O(n log n)', 'javascript').growth;
  const belied = (timings: readonly SizeTiming[]) => reads(timings) !== 'O(n²)' && reads(timings) !== 'O(n³)';
  const settle = (timings: SizeTiming[], timesMs: Record<number, number | number[]>) => {
    const { runOnce, asked } = program(timesMs, 2150);
    const retimed: number[][] = [];
    const settled = settleReading(timings, belied, {
      inputs: INPUTS,
      startupMs: 70,
      runLimitMs: 2150,
      timeAt: (size) => runOnce(String(size)),
      timeAgain: async (finished) => {
        retimed.push(finished.map((timing) => timing.size));
        return Promise.all(finished.map(async (timing) => (await runOnce(String(timing.size))).timeMs));
      },
    });
    return { settled, asked, retimed };
  };

  test('a slope over a factor of 2 that noise flattened: the next size is timed, and its stop reads O(n²)', async () => {
    // A quadratic Recording Studio Bookings beside another evaluation: n^1.4 between 4 000 and 8 000.
    const series = [
      { size: 1000, timeMs: 106 },
      { size: 4000, timeMs: 262 },
      { size: 8000, timeMs: 573 },
    ];
    assert.equal(reads(series), 'O(n log n)');
    const { settled, asked } = settle(series, {});
    assert.deepEqual(asked, [16000]);
    assert.equal(reads(await settled), 'O(n²)');
  });

  test('where a quadratic program would still finish further up, that size is timed: a wider span', async () => {
    const series = [
      { size: 4000, timeMs: 100 },
      { size: 16000, timeMs: 300 },
    ];
    const { settled, asked } = settle(series, { 32000: 1000 });
    assert.deepEqual(asked, [32000]);
    assert.equal(reads(await settled), 'O(n²)');
  });

  test('a long last run with no size that could say more: the two largest runs are timed again, the faster counting', async () => {
    // A quadratic Metro Station Ledger whose 16 000 run met a burst (0.27–0.30 s in its other runs).
    const series = [
      { size: 1000, timeMs: 93 },
      { size: 4000, timeMs: 123 },
      { size: 16000, timeMs: 376 },
      { size: 32000, timeMs: 939 },
    ];
    assert.equal(reads(series), 'O(n log n)');
    const { settled, asked, retimed } = settle(series, { 16000: 290, 32000: 960 });
    assert.deepEqual(retimed, [[16000, 32000]]);
    assert.deepEqual(asked, [16000, 32000]);
    assert.equal(reads(await settled), 'O(n²)');
  });

  test('nothing more is timed when the reading already explains the time-out', async () => {
    const series = [
      { size: 1000, timeMs: 100 },
      { size: 4000, timeMs: 250 },
      { size: 8000, timeMs: 800 },
    ];
    const { settled, asked, retimed } = settle(series, {});
    assert.deepEqual(await settled, series);
    assert.deepEqual([asked, retimed], [[], []]);
  });
});
