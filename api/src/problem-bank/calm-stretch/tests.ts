import { SeededRandom } from '../random.js';
import type { LevelBounds, TestInput } from '../types.js';

/** Every level's constraints (questions/level-N.md): n readings, 0 ≤ x_i ≤ 10^9. */
export const READINGS_BOUNDS = { maxSize: 200_000, minValue: 0, maxValue: 1_000_000_000 };

/** n (the first number of the first line) and the n readings of the second line. */
export function measureReadings(input: string): ReturnType<LevelBounds['measure']> {
  const [header = '', readings = ''] = input.split('\n', 2);
  return { size: Number.parseInt(header, 10), values: readings.trim().split(/\s+/).map(Number) };
}

/** The smallest reading first and the largest last. */
function withExtremes(readings: number[]): number[] {
  readings[0] = READINGS_BOUNDS.minValue;
  readings[readings.length - 1] = READINGS_BOUNDS.maxValue;
  return readings;
}

function readingsLine(readings: readonly number[]): string {
  return readings.join(' ');
}

function randomReadings(seed: number, n: number, low: number, high: number): number[] {
  const random = new SeededRandom(seed);
  return Array.from({ length: n }, () => random.int(low, high));
}

/** A slow random walk: neighbouring readings are close, so the spread rule matters. */
function walkingReadings(seed: number, n: number, step: number): number[] {
  const random = new SeededRandom(seed);
  let value = 500_000_000;
  return Array.from({ length: n }, () => {
    value = Math.min(1_000_000_000, Math.max(0, value + random.int(-step, step)));
    return value;
  });
}

const distinctRising = (n: number) => Array.from({ length: n }, (_, i) => i * 3);

export function level1Inputs(): TestInput[] {
  const level1 = (readings: number[]) => ({ input: `${readings.length}\n${readingsLine(readings)}\n` });
  return [
    { input: '8\n5 1 3 5 2 3 4 1\n', sample: true },
    { input: '4\n7 7 7 7\n', sample: true },
    level1([42]),
    level1([1, 2, 3, 4, 5, 6]),
    level1([1, 2, 1, 2, 3, 1, 2]),
    level1(randomReadings(41, 30, 0, 9)),
    level1(randomReadings(42, 5000, 0, 800)),
    level1(randomReadings(43, 50_000, 0, 40_000)),
    level1(distinctRising(200_000)),
    level1(withExtremes(randomReadings(44, READINGS_BOUNDS.maxSize, 0, 1_000_000_000))),
  ];
}

export function level2Inputs(): TestInput[] {
  const level2 = (k: number, readings: number[]) => ({
    input: `${readings.length} ${k}\n${readingsLine(readings)}\n`,
  });
  return [
    { input: '8 2\n5 1 3 5 2 3 4 1\n', sample: true },
    { input: '6 1\n4 4 2 4 2 2\n', sample: true },
    level2(3, [9, 9, 9]),
    level2(1, [9]),
    level2(2, [1, 1, 1, 2, 2, 2, 3, 3, 3]),
    level2(3, randomReadings(51, 40, 0, 5)),
    level2(4, randomReadings(52, 5000, 0, 300)),
    level2(10, randomReadings(53, 50_000, 0, 10_000)),
    level2(200_000, withExtremes(randomReadings(54, READINGS_BOUNDS.maxSize, 0, 10))),
  ];
}

export function level3Inputs(): TestInput[] {
  const level3 = (k: number, d: number, readings: number[]) => ({
    input: `${readings.length} ${k} ${d}\n${readingsLine(readings)}\n`,
  });
  return [
    { input: '8 2 3\n5 1 3 5 2 3 4 1\n', sample: true },
    { input: '5 5 0\n3 3 1 1 1\n', sample: true },
    level3(1, 1_000_000_000, [0, 1_000_000_000]),
    level3(1, 0, [6]),
    level3(2, 2, [1, 3, 5, 3, 1, 2, 2, 2, 3]),
    level3(3, 4, randomReadings(61, 50, 0, 8)),
    level3(3, 5000, walkingReadings(62, 5000, 500)),
    level3(5, 200_000, walkingReadings(63, 60_000, 5000)),
    level3(200_000, 1_000_000_000, withExtremes(distinctRising(READINGS_BOUNDS.maxSize))),
  ];
}

/** Inputs of n readings for timing growth, shaped like the large hidden tests. */
export const growthInputs = {
  level1: (n: number): string => `${n}\n${readingsLine(randomReadings(904, n, 0, n))}\n`,
  level2: (n: number): string => `${n} 10\n${readingsLine(randomReadings(905, n, 0, 40))}\n`,
  level3: (n: number): string => `${n} 5 200000\n${readingsLine(walkingReadings(906, n, 5000))}\n`,
};
