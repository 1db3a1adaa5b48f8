import { SeededRandom } from '../random.js';
import type { LevelBounds, TestInput } from '../types.js';

/** The statements' constraints, level by level (questions/level-N.md). */
export const LEVEL_1_BOUNDS = { maxSize: 200_000, minValue: -1_000_000_000, maxValue: 1_000_000_000 };
export const LEVEL_2_BOUNDS = { maxSize: 100_000, minValue: -1_000_000_000, maxValue: 1_000_000_000 };
export const LEVEL_3_BOUNDS = { maxSize: 50_000, minValue: -10_000, maxValue: 10_000 };

/** Every level's input starts with `n q` and the n fares. */
export function measureLedger(input: string): ReturnType<LevelBounds['measure']> {
  const [header = '', fares = ''] = input.split('\n', 2);
  const size = Number.parseInt(header, 10);
  return { size, values: fares.trim().split(/\s+/).map(Number) };
}

/** Fares with both extreme values in them, the largest at the last station. */
function withExtremes(fares: number[], bounds: { minValue: number; maxValue: number }): number[] {
  fares[0] = bounds.minValue;
  fares[fares.length - 1] = bounds.maxValue;
  return fares;
}

function randomFares(random: SeededRandom, n: number, limit: number): number[] {
  return Array.from({ length: n }, () => random.int(-limit, limit));
}

function randomRange(random: SeededRandom, n: number, wide: boolean): [number, number] {
  if (wide) return [random.int(1, Math.max(1, Math.floor(n / 10))), random.int(n - Math.floor(n / 10), n)];
  const a = random.int(1, n);
  const b = random.int(1, n);
  return [Math.min(a, b), Math.max(a, b)];
}

function level1Input(fares: number[], queries: [number, number][]): string {
  return `${fares.length} ${queries.length}\n${fares.join(' ')}\n${queries.map(([l, r]) => `${l} ${r}`).join('\n')}\n`;
}

function randomLevel1(seed: number, n: number, q: number, limit: number, extremes = false): string {
  const random = new SeededRandom(seed);
  const fares = randomFares(random, n, limit);
  if (extremes) withExtremes(fares, LEVEL_1_BOUNDS);
  const queries = Array.from({ length: q }, () => randomRange(random, n, random.chance(0.5)));
  return level1Input(fares, queries);
}

export function level1Inputs(): TestInput[] {
  return [
    { input: '5 3\n4 -2 7 0 3\n1 5\n2 3\n4 4\n', sample: true },
    { input: '1 2\n-1000000000\n1 1\n1 1\n', sample: true },
    {
      input: level1Input(
        [1_000_000_000, 1_000_000_000, 1_000_000_000],
        [
          [1, 3],
          [2, 3],
          [3, 3],
        ],
      ),
    },
    {
      input: level1Input(
        [0, 0, 0, 0],
        [
          [1, 4],
          [2, 2],
        ],
      ),
    },
    { input: randomLevel1(11, 10, 10, 20) },
    { input: randomLevel1(12, 1000, 1000, 1_000_000_000) },
    { input: randomLevel1(13, 5000, 5000, 1000) },
    { input: randomLevel1(14, 100_000, 100_000, 1_000_000) },
    // At every bound: n = q = 200 000, fares of -10^9 and 10^9, queries reaching station n.
    { input: randomLevel1(15, LEVEL_1_BOUNDS.maxSize, LEVEL_1_BOUNDS.maxSize, 1_000_000_000, true) },
  ];
}

type Operation = [1, number, number] | [2, number, number] | [3, number, number, number];

function updatesInput(fares: number[], operations: Operation[]): string {
  return `${fares.length} ${operations.length}\n${fares.join(' ')}\n${operations.map((op) => op.join(' ')).join('\n')}\n`;
}

function randomOperations(
  random: SeededRandom,
  n: number,
  q: number,
  limit: number,
  withRangeAdd: boolean,
): Operation[] {
  return Array.from({ length: q }, (): Operation => {
    const roll = random.int(0, withRangeAdd ? 2 : 1);
    if (roll === 0) return [1, random.int(1, n), random.int(-limit, limit)];
    const [l, r] = randomRange(random, n, random.chance(0.5));
    return roll === 1 ? [2, l, r] : [3, l, r, random.int(-limit, limit)];
  });
}

function randomUpdates(
  seed: number,
  n: number,
  q: number,
  limit: number,
  withRangeAdd: boolean,
  extremes?: { minValue: number; maxValue: number },
): string {
  const random = new SeededRandom(seed);
  const fares = randomFares(random, n, limit);
  if (extremes) withExtremes(fares, extremes);
  return updatesInput(fares, randomOperations(random, n, q, limit, withRangeAdd));
}

export function level2Inputs(): TestInput[] {
  return [
    { input: '5 5\n4 -2 7 0 3\n2 1 5\n1 2 10\n2 1 3\n1 5 -3\n2 4 5\n', sample: true },
    { input: '3 3\n1 2 3\n1 1 5\n1 1 -5\n2 1 1\n', sample: true },
    {
      input: updatesInput(
        [7],
        [
          [2, 1, 1],
          [1, 1, 7],
          [2, 1, 1],
        ],
      ),
    },
    {
      input: updatesInput(
        [1_000_000_000, -1_000_000_000],
        [
          [1, 2, 1_000_000_000],
          [2, 1, 2],
          [1, 1, 0],
          [2, 1, 2],
        ],
      ),
    },
    { input: randomUpdates(21, 10, 12, 20, false) },
    { input: randomUpdates(22, 2000, 2000, 1_000_000_000, false) },
    { input: randomUpdates(23, 10_000, 10_000, 1000, false) },
    { input: randomUpdates(24, 60_000, 60_000, 1_000_000_000, false) },
    {
      input: randomUpdates(
        25,
        LEVEL_2_BOUNDS.maxSize,
        LEVEL_2_BOUNDS.maxSize,
        1_000_000_000,
        false,
        LEVEL_2_BOUNDS,
      ),
    },
  ];
}

export function level3Inputs(): TestInput[] {
  return [
    { input: '5 5\n4 -2 7 0 3\n3 2 4 5\n2 1 5\n1 3 0\n2 2 3\n2 3 5\n', sample: true },
    { input: '4 4\n0 0 0 0\n3 1 4 -1\n3 2 3 2\n2 1 4\n2 2 2\n', sample: true },
    {
      input: updatesInput(
        [5],
        [
          [3, 1, 1, 4],
          [1, 1, -2],
          [3, 1, 1, 1],
          [2, 1, 1],
        ],
      ),
    },
    {
      input: updatesInput(
        [1, 2, 3],
        [
          [2, 1, 3],
          [3, 1, 3, 10000],
          [2, 1, 3],
          [1, 2, 0],
          [2, 1, 3],
          [2, 2, 2],
        ],
      ),
    },
    { input: randomUpdates(31, 10, 15, 20, true) },
    { input: randomUpdates(32, 2000, 2000, 10_000, true) },
    { input: randomUpdates(33, 10_000, 10_000, 10_000, true) },
    {
      input: randomUpdates(34, LEVEL_3_BOUNDS.maxSize, LEVEL_3_BOUNDS.maxSize, 10_000, true, LEVEL_3_BOUNDS),
    },
  ];
}

/** Inputs with n = q for timing growth: the same shapes as the large hidden tests, any size. */
export const growthInputs = {
  level1: (n: number): string => randomLevel1(901, n, n, 1_000_000_000),
  level2: (n: number): string => randomUpdates(902, n, n, 1_000_000_000, false),
  level3: (n: number): string => randomUpdates(903, n, n, 10_000, true),
};
