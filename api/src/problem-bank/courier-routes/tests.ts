import { SeededRandom } from '../random.js';
import type { LevelBounds, TestInput } from '../types.js';

/** The statements' constraints (questions/level-N.md): n hubs, m roads; level 1's values are hubs. */
export const LEVEL_1_BOUNDS = { maxSize: 200_000, maxRoads: 200_000, minValue: 1, maxValue: 200_000 };
export const WEIGHTED_LEVEL_BOUNDS = {
  maxSize: 100_000,
  maxRoads: 200_000,
  minValue: 1,
  maxValue: 1_000_000,
};

function measureNetwork(input: string, valuesOf: (numbers: number[]) => number[]) {
  const [header = '', ...roads] = input.trimEnd().split('\n');
  const size = Number.parseInt(header, 10);
  return { size, values: valuesOf(roads.flatMap((road) => road.split(' ').map(Number))) };
}

/** Level 1: n, and the hubs every road joins (1 ≤ u, v ≤ n). */
export function measureUnweightedNetwork(input: string): ReturnType<LevelBounds['measure']> {
  return measureNetwork(input, (numbers) => numbers);
}

/** Levels 2 and 3: n, and every road's minutes (1 ≤ w ≤ 10^6). */
export function measureWeightedNetwork(input: string): ReturnType<LevelBounds['measure']> {
  return measureNetwork(input, (numbers) => numbers.filter((_, index) => index % 3 === 2));
}

type Road = [number, number] | [number, number, number];

function networkInput(hubs: number, roads: readonly Road[]): string {
  return `${hubs} ${roads.length}\n${roads.map((road) => road.join(' ')).join('\n')}\n`;
}

function withMinutes(
  random: SeededRandom | undefined,
  roads: [number, number][],
  maxMinutes: number,
  extremes = false,
): Road[] {
  if (random === undefined) return roads;
  const weighted = roads.map(([u, v]): Road => [u, v, random.int(1, maxMinutes)]);
  // The shortest and the longest road the statement allows, on the way to hub n.
  if (extremes && weighted.length >= 2) {
    weighted[0] = [...roads[0]!, 1];
    weighted[weighted.length - 1] = [...roads[roads.length - 1]!, maxMinutes];
  }
  return weighted;
}

/** A random tree (so hub n is reachable) plus extra random roads. */
export function randomNetwork(
  seed: number,
  hubs: number,
  extraRoads: number,
  maxMinutes?: number,
  extremes = false,
): string {
  const random = new SeededRandom(seed);
  const roads: [number, number][] = [];
  for (let hub = 2; hub <= hubs; hub += 1) roads.push([random.int(Math.max(1, hub - 50), hub - 1), hub]);
  for (let i = 0; i < extraRoads; i += 1) roads.push([random.int(1, hubs), random.int(1, hubs)]);
  return networkInput(
    hubs,
    withMinutes(maxMinutes === undefined ? undefined : random, roads, maxMinutes ?? 1, extremes),
  );
}

/**
 * The same network with hub n swapped for the hub a breadth-first search from hub 1 reaches last, so
 * that a search that stops at hub n still explores the whole network. For timing growth: a
 * quadratic search that stopped wherever hub n happened to lie did a random share of its work at
 * each size (133 ms at 4 000 hubs, 109 ms at 8 000) and its growth read anything from O(n log n)
 * to O(n³).
 */
export function farthestTarget(input: string): string {
  const [header = '', ...lines] = input.trimEnd().split('\n');
  const hubs = Number(header.split(' ')[0]);
  const roads = lines.map((line) => line.split(' ').map(Number));
  const neighbours: number[][] = Array.from({ length: hubs + 1 }, () => []);
  for (const [u = 0, v = 0] of roads) {
    neighbours[u]!.push(v);
    neighbours[v]!.push(u);
  }
  const seen = new Uint8Array(hubs + 1);
  const queue = [1];
  seen[1] = 1;
  for (let head = 0; head < queue.length; head += 1) {
    for (const next of neighbours[queue[head]!]!) {
      if (!seen[next]) {
        seen[next] = 1;
        queue.push(next);
      }
    }
  }
  const last = queue.at(-1)!;
  if (last === hubs) return input;
  const relabel = (hub: number) => (hub === last ? hubs : hub === hubs ? last : hub);
  return networkInput(
    hubs,
    roads.map(([u = 0, v = 0, minutes]): Road =>
      minutes === undefined ? [relabel(u), relabel(v)] : [relabel(u), relabel(v), minutes],
    ),
  );
}

/** At the bounds: the most hubs, exactly the most roads (a spanning tree plus extra ones). */
function boundNetwork(seed: number, bounds: { maxSize: number; maxRoads: number }, maxMinutes?: number) {
  return randomNetwork(seed, bounds.maxSize, bounds.maxRoads - (bounds.maxSize - 1), maxMinutes, true);
}

/** A long chain: hub n is as far from hub 1 as possible. */
function chainNetwork(seed: number, hubs: number, maxMinutes?: number): string {
  const random = new SeededRandom(seed);
  const roads: [number, number][] = [];
  for (let hub = 2; hub <= hubs; hub += 1) roads.push([hub - 1, hub]);
  return networkInput(
    hubs,
    withMinutes(maxMinutes === undefined ? undefined : random, roads, maxMinutes ?? 1),
  );
}

/** A grid of unit roads: the number of fastest routes explodes, so counts need the modulus. */
function gridNetwork(rows: number, columns: number): string {
  const roads: Road[] = [];
  const id = (r: number, c: number) => r * columns + c + 1;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < columns; c += 1) {
      if (c + 1 < columns) roads.push([id(r, c), id(r, c + 1), 1]);
      if (r + 1 < rows) roads.push([id(r, c), id(r + 1, c), 1]);
    }
  }
  return networkInput(rows * columns, roads);
}

export function level1Inputs(): TestInput[] {
  return [
    { input: '5 5\n1 2\n2 3\n3 5\n1 4\n4 5\n', sample: true },
    { input: '4 2\n1 2\n3 4\n', sample: true },
    { input: '1 0\n' },
    { input: '2 3\n1 1\n2 2\n2 1\n' },
    { input: randomNetwork(71, 20, 10) },
    { input: randomNetwork(72, 3000, 3000) },
    { input: chainNetwork(73, 150_000) },
    { input: randomNetwork(74, 30_000, 30_000) },
    // n = m = 200 000; hub 200 000 is both the largest hub number and the destination.
    { input: boundNetwork(75, LEVEL_1_BOUNDS) },
  ];
}

export function level2Inputs(): TestInput[] {
  return [
    { input: '5 5\n1 2 4\n2 3 1\n3 5 2\n1 4 3\n4 5 9\n', sample: true },
    { input: '3 1\n1 2 7\n', sample: true },
    { input: '1 1\n1 1 5\n' },
    { input: '3 3\n1 3 1000000\n1 2 1\n2 3 1\n' },
    { input: randomNetwork(81, 30, 20, 10) },
    { input: randomNetwork(82, 5000, 5000, 1_000_000) },
    { input: chainNetwork(83, 40_000, 1_000_000) },
    { input: randomNetwork(84, 50_000, 50_000, 1_000_000) },
    // n = 100 000, m = 200 000, roads of 1 and 10^6 minutes.
    { input: boundNetwork(85, WEIGHTED_LEVEL_BOUNDS, WEIGHTED_LEVEL_BOUNDS.maxValue) },
  ];
}

export function level3Inputs(): TestInput[] {
  return [
    { input: '4 5\n1 2 1\n2 4 2\n1 3 2\n3 4 1\n1 4 5\n', sample: true },
    { input: '3 3\n1 2 2\n2 3 2\n1 2 2\n', sample: true },
    { input: '2 0\n' },
    { input: '1 0\n' },
    { input: randomNetwork(91, 40, 40, 3) },
    { input: gridNetwork(40, 40) },
    { input: randomNetwork(92, 5000, 10_000, 4) },
    { input: gridNetwork(200, 200) },
    { input: randomNetwork(93, 40_000, 40_000, 5) },
    { input: boundNetwork(94, WEIGHTED_LEVEL_BOUNDS, WEIGHTED_LEVEL_BOUNDS.maxValue) },
  ];
}
