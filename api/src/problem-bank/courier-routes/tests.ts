import { SeededRandom } from '../random.js';
import type { TestInput } from '../types.js';

type Road = [number, number] | [number, number, number];

function networkInput(hubs: number, roads: readonly Road[]): string {
  return `${hubs} ${roads.length}\n${roads.map((road) => road.join(' ')).join('\n')}\n`;
}

function withMinutes(
  random: SeededRandom | undefined,
  roads: [number, number][],
  maxMinutes: number,
): Road[] {
  if (random === undefined) return roads;
  return roads.map(([u, v]) => [u, v, random.int(1, maxMinutes)]);
}

/** A random tree (so hub n is reachable) plus extra random roads. */
function randomNetwork(seed: number, hubs: number, extraRoads: number, maxMinutes?: number): string {
  const random = new SeededRandom(seed);
  const roads: [number, number][] = [];
  for (let hub = 2; hub <= hubs; hub += 1) roads.push([random.int(Math.max(1, hub - 50), hub - 1), hub]);
  for (let i = 0; i < extraRoads; i += 1) roads.push([random.int(1, hubs), random.int(1, hubs)]);
  return networkInput(
    hubs,
    withMinutes(maxMinutes === undefined ? undefined : random, roads, maxMinutes ?? 1),
  );
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
  ];
}
