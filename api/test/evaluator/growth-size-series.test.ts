import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fitGrowth } from '../../src/evaluator/complexity/fit-growth.js';
import { growthInputs } from '../../src/evaluator/complexity/growth-inputs.js';
import { runSizeSeries, type SizeRunOutcome } from '../../src/evaluator/complexity/run-size-series.js';

const INPUTS = growthInputs([1000, 4000, 16000, 64000], (size) => String(size));

/**
 * A program whose CPU time per size is given, or per successive run of a size as a list; sizes
 * missing from the table run out of time at `limitMs`.
 */
function program(timesMs: Record<number, number | number[]>, limitMs: number) {
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
