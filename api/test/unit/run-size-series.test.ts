import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { growthInputs } from '../../src/evaluator/complexity/growth-inputs.js';
import { runSizeSeries, type SizeRunOutcome } from '../../src/evaluator/complexity/run-size-series.js';

const INPUTS = growthInputs([1000, 4000, 16000, 64000], (size) => String(size));

/** A program whose CPU time per size is given; sizes missing from the table run out of time. */
function program(timesMs: Record<number, number>, limitMs = 2100) {
  const asked: number[] = [];
  const runOnce = async (input: string): Promise<SizeRunOutcome> => {
    const size = Number(input);
    asked.push(size);
    const timeMs = timesMs[size];
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

describe('timing a program on growing sizes', () => {
  test('stops after the first long run when an earlier size already stood out from start-up', async () => {
    // A quadratic program on a slow machine: 4 000 is already well above start-up.
    const { runOnce, asked } = program({ 1000: 60, 4000: 140, 16000: 1900 });
    const timings = await runSizeSeries({ inputs: INPUTS, budgetMs: 3200, enoughMs: 500, runOnce });
    assert.deepEqual(asked, [1000, 4000, 16000]);
    assert.deepEqual(
      timings.map((timing) => timing.size),
      [1000, 4000, 16000],
    );
  });

  test('times the fill-in size below the long run when that run is the only one to stand out from start-up', async () => {
    // The same program on a fast machine: 4 000 is lost in start-up, 16 000 takes 0.7 s.
    const { runOnce, asked } = program({ 1000: 51, 4000: 71, 8000: 190, 16000: 677 });
    const timings = await runSizeSeries({ inputs: INPUTS, budgetMs: 3200, enoughMs: 500, runOnce });
    assert.deepEqual(asked, [1000, 4000, 16000, 8000]);
    assert.deepEqual(
      timings.map((timing) => timing.size),
      [1000, 4000, 8000, 16000],
    );
  });

  test('a fast program is timed on the declared sizes only, and no run is made past the budget', async () => {
    const fast = program({ 1000: 40, 4000: 45, 16000: 60, 64000: 120 });
    await runSizeSeries({ inputs: INPUTS, budgetMs: 3200, enoughMs: 500, runOnce: fast.runOnce });
    assert.deepEqual(fast.asked, [1000, 4000, 16000, 64000]);

    // The fill-in would be needed, but the long run spent the budget.
    const slow = program({ 1000: 50, 4000: 60, 8000: 400, 16000: 3200 });
    await runSizeSeries({ inputs: INPUTS, budgetMs: 3200, enoughMs: 500, runOnce: slow.runOnce });
    assert.deepEqual(slow.asked, [1000, 4000, 16000]);
  });
});
