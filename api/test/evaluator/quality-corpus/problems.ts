import type { TestCase } from '../../../src/evaluator/types.js';

/**
 * The corpus's five problems. Each reads `n` (plus a target for pair-count) on the first line and the
 * n values on the second (absent when n = 0), and prints one number. Tests are generated from a fixed
 * seed: nine small ones (the first a sample; n = 0 and n = 1 among them: the edge cases the crashing
 * variants fail) and one large one (n = 200 000), where only the slow variants run out of time.
 */
export interface CorpusProblem {
  name: string;
  /** The large input's values: each problem picks what makes its slow variant slow. */
  largeValues(random: () => number, count: number): number[];
  /** The header line before the values. */
  header(values: number[], random: () => number): string;
  solve(values: number[], header: string): string;
}

export const LARGE_COUNT = 200_000;
export const TIME_LIMIT_MS = 1000;

/** mulberry32: small, seedable, the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));
const countHeader = (values: number[]) => String(values.length);

export const PROBLEMS: CorpusProblem[] = [
  {
    name: 'pair-count',
    largeValues: (random, count) => Array.from({ length: count }, () => between(random, 1, 1000)),
    header: (values, random) => `${values.length} ${between(random, -4, 12)}`,
    solve: (values, header) => {
      const target = Number(header.split(' ')[1]);
      const seen = new Map<number, number>();
      let pairs = 0;
      for (const value of values) {
        pairs += seen.get(target - value) ?? 0;
        seen.set(value, (seen.get(value) ?? 0) + 1);
      }
      return String(pairs);
    },
  },
  {
    name: 'distinct-values',
    largeValues: (random, count) => Array.from({ length: count }, () => between(random, 1, 1_000_000_000)),
    header: countHeader,
    solve: (values) => String(new Set(values).size),
  },
  {
    name: 'max-subarray',
    largeValues: (random, count) => Array.from({ length: count }, () => between(random, -10_000, 10_000)),
    header: countHeader,
    solve: (values) => {
      let best = 0;
      let endingHere = 0;
      for (const value of values) {
        endingHere = Math.max(0, endingHere + value);
        best = Math.max(best, endingHere);
      }
      return String(best);
    },
  },
  {
    name: 'longest-run',
    // Long increasing stretches: measuring the run from every start is quadratic on them.
    largeValues: (random, count) => {
      const values: number[] = [];
      let value = 0;
      for (let index = 0; index < count; index++) {
        value = random() < 0.00002 ? between(random, 0, 1000) : value + between(random, 1, 3);
        values.push(value);
      }
      return values;
    },
    header: countHeader,
    solve: (values) => {
      let longest = 0;
      let current = 0;
      values.forEach((value, index) => {
        current = index > 0 && value > values[index - 1]! ? current + 1 : 1;
        longest = Math.max(longest, current);
      });
      return String(longest);
    },
  },
  {
    name: 'closest-gap',
    largeValues: (random, count) => Array.from({ length: count }, () => between(random, 1, 1_000_000_000)),
    header: countHeader,
    solve: (values) => {
      if (values.length < 2) return '-1';
      const ordered = [...values].sort((a, b) => a - b);
      let best = Infinity;
      for (let index = 1; index < ordered.length; index++)
        best = Math.min(best, ordered[index]! - ordered[index - 1]!);
      return String(best);
    },
  },
];

const SMALL_SIZES = [5, 0, 1, 2, 3, 6, 8, 10, 12];

function toTest(problem: CorpusProblem, values: number[], random: () => number, sample: boolean): TestCase {
  const header = problem.header(values, random);
  const input = values.length > 0 ? `${header}\n${values.join(' ')}\n` : `${header}\n`;
  return { input, output: `${problem.solve(values, header)}\n`, sample };
}

/** The problem's ten tests, the same on every run. */
export function corpusTests(problem: CorpusProblem, seed: number): TestCase[] {
  const random = seededRandom(seed);
  const small = SMALL_SIZES.map((size, index) =>
    toTest(
      problem,
      Array.from({ length: size }, () => between(random, -6, 9)),
      random,
      index === 0,
    ),
  );
  return [...small, toTest(problem, problem.largeValues(random, LARGE_COUNT), random, false)];
}
