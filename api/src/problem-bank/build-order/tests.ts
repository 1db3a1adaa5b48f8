import { SeededRandom } from '../random.js';
import type { LevelBounds, TestInput } from '../types.js';

/** Levels 2 and 3's constraints (questions/level-N.md): n modules with build times t_i. */
export const TIMED_LEVEL_BOUNDS = { maxSize: 100_000, minValue: 1, maxValue: 10_000 };

/** Level 1's constraints: n modules, m dependencies `a b` between modules 1 … n (the values). */
export const UNTIMED_LEVEL_BOUNDS = { maxSize: 100_000, minValue: 1, maxValue: 100_000 };

/** n, and the modules every dependency names. */
export function measureUntimedPipeline(input: string): ReturnType<LevelBounds['measure']> {
  const [header = '', ...dependencies] = input.trimEnd().split('\n');
  return {
    size: Number.parseInt(header, 10),
    values: dependencies.flatMap((dependency) => dependency.split(' ').map(Number)),
  };
}

/** Timed inputs start with `n m` and the n build times. */
export function measureTimedPipeline(input: string): ReturnType<LevelBounds['measure']> {
  const [header = '', times = ''] = input.split('\n', 2);
  return { size: Number.parseInt(header, 10), values: times.trim().split(/\s+/).map(Number) };
}

/** At every bound: n = 100 000 modules, m = 200 000 dependencies, build times 1 and 10 000 among them. */
function boundPipeline(seed: number): string {
  const random = new SeededRandom(seed);
  const { maxSize, minValue, maxValue } = TIMED_LEVEL_BOUNDS;
  const times = randomTimes(random, maxSize, maxValue);
  times[0] = minValue;
  times[maxSize - 1] = maxValue;
  return pipelineInput(maxSize, randomDag(random, maxSize, 2 * maxSize, 30), times);
}

type Dependency = [number, number];

function shuffled(random: SeededRandom, values: number[]): number[] {
  for (let i = values.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [values[i], values[j]] = [values[j] as number, values[i] as number];
  }
  return values;
}

/** Dependencies that follow a hidden random ranking, so the graph is acyclic; reach limits edge length. */
function randomDag(random: SeededRandom, modules: number, dependencies: number, reach: number): Dependency[] {
  const rank = shuffled(
    random,
    Array.from({ length: modules }, (_, i) => i + 1),
  );
  return Array.from({ length: dependencies }, (): Dependency => {
    const from = random.int(0, modules - 2);
    const to = random.int(from + 1, Math.min(modules - 1, from + reach));
    return [rank[from] ?? 1, rank[to] ?? 1];
  });
}

function withCycle(random: SeededRandom, dependencies: Dependency[]): Dependency[] {
  const [a, b] = random.pick(dependencies);
  return [...dependencies, [b, a]];
}

function pipelineInput(
  modules: number,
  dependencies: readonly Dependency[],
  buildTimes?: readonly number[],
): string {
  const times = buildTimes === undefined ? '' : `${buildTimes.join(' ')}\n`;
  return `${modules} ${dependencies.length}\n${times}${dependencies.map(([a, b]) => `${a} ${b}`).join('\n')}\n`;
}

function randomTimes(random: SeededRandom, modules: number, maxTime: number): number[] {
  return Array.from({ length: modules }, () => random.int(1, maxTime));
}

export function randomPipeline(
  seed: number,
  modules: number,
  dependencies: number,
  reach: number,
  maxTime?: number,
  cyclic = false,
) {
  const random = new SeededRandom(seed);
  let edges = randomDag(random, modules, dependencies, reach);
  if (cyclic) edges = withCycle(random, edges);
  return pipelineInput(
    modules,
    edges,
    maxTime === undefined ? undefined : randomTimes(random, modules, maxTime),
  );
}

/** Module n depends on every other module; all others are independent. */
function starPipeline(modules: number, timed: boolean): string {
  const edges = Array.from({ length: modules - 1 }, (_, i): Dependency => [i + 1, modules]);
  const times = timed ? Array.from({ length: modules }, (_, i) => 1 + (i % 97)) : undefined;
  return pipelineInput(modules, edges, times);
}

export function level1Inputs(): TestInput[] {
  return [
    { input: '5 4\n3 1\n3 2\n1 4\n5 4\n', sample: true },
    { input: '3 3\n1 2\n2 3\n3 1\n', sample: true },
    { input: '1 0\n' },
    { input: '2 1\n2 2\n' },
    { input: '4 3\n4 3\n4 3\n3 1\n' },
    { input: randomPipeline(161, 30, 40, 5) },
    { input: randomPipeline(162, 3000, 6000, 50, undefined, true) },
    { input: randomPipeline(163, 40_000, 80_000, 30) },
    { input: starPipeline(100_000, false) },
    // n = 100 000 modules and m = 200 000 dependencies.
    { input: randomPipeline(164, UNTIMED_LEVEL_BOUNDS.maxSize, 2 * UNTIMED_LEVEL_BOUNDS.maxSize, 30) },
  ];
}

export function level2Inputs(): TestInput[] {
  return [
    { input: '5 4\n2 3 4 1 5\n3 1\n3 2\n1 4\n5 4\n', sample: true },
    { input: '2 2\n1 1\n1 2\n2 1\n', sample: true },
    { input: '1 0\n10000\n' },
    { input: '3 0\n5 1 3\n' },
    { input: randomPipeline(171, 30, 40, 5, 20) },
    { input: randomPipeline(172, 3000, 6000, 50, 10_000) },
    { input: randomPipeline(173, 3000, 6000, 50, 10_000, true) },
    { input: randomPipeline(174, 30_000, 60_000, 30, 10_000) },
    { input: starPipeline(50_000, true) },
    { input: boundPipeline(175) },
  ];
}

export function level3Inputs(): TestInput[] {
  return [
    { input: '5 4\n2 3 4 1 5\n3 1\n3 2\n1 4\n5 4\n', sample: true },
    { input: '4 4\n3 3 3 3\n1 2\n1 3\n2 4\n3 4\n', sample: true },
    { input: '1 0\n7\n' },
    { input: '3 3\n1 1 1\n1 2\n2 3\n3 2\n' },
    { input: randomPipeline(181, 30, 40, 5, 6) },
    { input: randomPipeline(182, 3000, 6000, 50, 10) },
    { input: randomPipeline(183, 30_000, 60_000, 30, 10_000) },
    { input: starPipeline(50_000, true) },
    { input: boundPipeline(185) },
  ];
}
