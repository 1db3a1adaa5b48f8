import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fitGrowth, type SizeTiming } from '../../src/evaluator/complexity/fit-growth.js';
import { GROWTH_FUNCTIONS, type GrowthClass } from '../../src/evaluator/complexity/growth-classes.js';

const SIZES = [1000, 4000, 16_000, 64_000];
const STARTUP_MS = 35;

/** mulberry32: the same noise on every run, so a failure can be replayed. */
function seededNoise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Timings of a program whose work grows like `growth`, taking `largestMs` beyond start-up at the largest size. */
function timings(growth: GrowthClass, largestMs: number, noise = 0, seed = 1): SizeTiming[] {
  const random = seededNoise(seed);
  const scale = largestMs / GROWTH_FUNCTIONS[growth](SIZES.at(-1)!);
  return SIZES.map((size) => {
    const factor = 1 + noise * (2 * random() - 1);
    return { size, timeMs: STARTUP_MS + scale * GROWTH_FUNCTIONS[growth](size) * factor };
  });
}

describe('fitting the growth of time against n', () => {
  for (const growth of ['O(n)', 'O(n log n)', 'O(n²)', 'O(n³)'] as const) {
    test(`exact ${growth} timings are recognised, start-up subtracted`, () => {
      const fit = fitGrowth(timings(growth, 800), STARTUP_MS);
      assert.equal(fit.growth, growth);
    });
  }

  test('the slope of log t against log n is about 1 for O(n) and 2 for O(n²)', () => {
    assert.ok(Math.abs(fitGrowth(timings('O(n)', 500), STARTUP_MS).slope! - 1) < 0.01);
    assert.ok(Math.abs(fitGrowth(timings('O(n²)', 500), STARTUP_MS).slope! - 2) < 0.01);
  });

  test('without subtracting start-up, a fast linear program would look sub-linear', () => {
    const linear = timings('O(n)', 60);
    assert.ok(fitGrowth(linear, 0).slope! < 0.7);
    assert.equal(fitGrowth(linear, STARTUP_MS).growth, 'O(n)');
  });

  test('±20 % noise on every run still separates linear, n log n-or-linear, and quadratic', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const linear = fitGrowth(timings('O(n)', 400, 0.2, seed), STARTUP_MS).growth;
      assert.ok(linear === 'O(n)' || linear === 'O(n log n)', `seed ${seed}: O(n) fitted as ${linear}`);
      const nLogN = fitGrowth(timings('O(n log n)', 400, 0.2, seed), STARTUP_MS).growth;
      assert.ok(nLogN === 'O(n)' || nLogN === 'O(n log n)', `seed ${seed}: O(n log n) fitted as ${nLogN}`);
      assert.equal(fitGrowth(timings('O(n²)', 900, 0.2, seed), STARTUP_MS).growth, 'O(n²)', `seed ${seed}`);
      assert.equal(fitGrowth(timings('O(n³)', 900, 0.2, seed), STARTUP_MS).growth, 'O(n³)', `seed ${seed}`);
    }
  });

  test('a quadratic program that stops at the time limit after two sizes is still quadratic', () => {
    const fit = fitGrowth(
      [
        { size: 1000, timeMs: STARTUP_MS + 60 },
        { size: 4000, timeMs: STARTUP_MS + 950 },
        { size: 16_000, timeMs: 2000, timedOut: true },
      ],
      STARTUP_MS,
    );
    assert.equal(fit.growth, 'O(n²)');
  });

  test('runs lost in start-up noise are dropped; fewer than two measurable runs fit nothing', () => {
    const fit = fitGrowth(
      [
        { size: 1000, timeMs: STARTUP_MS + 1 },
        { size: 4000, timeMs: STARTUP_MS - 2 },
        { size: 16_000, timeMs: STARTUP_MS + 3 },
        { size: 64_000, timeMs: STARTUP_MS + 40 },
      ],
      STARTUP_MS,
    );
    assert.equal(fit.growth, undefined);
    assert.deepEqual(fit.points, [{ size: 64_000, netMs: 40 }]);
  });
});
