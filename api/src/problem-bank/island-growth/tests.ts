import { SeededRandom } from '../random.js';
import type { LevelBounds, TestInput } from '../types.js';

/**
 * The statements' constraints (questions/level-N.md): the size is the map's r · c cells; its sides
 * are the values, 1 ≤ r, c, so a map one cell high and r · c long reaches both value bounds.
 */
export const LEVEL_1_BOUNDS = { maxSize: 500_000, minValue: 1, maxValue: 500_000 };
export const RECLAIM_LEVEL_BOUNDS = { maxSize: 250_000, minValue: 1, maxValue: 250_000 };
const MAX_RECLAMATIONS = 100_000;

/** r · c, and the two sides r and c. */
export function measureMap(input: string): ReturnType<LevelBounds['measure']> {
  const [rows = 0, columns = 0] = (input.split('\n', 1)[0] ?? '').split(' ').map(Number);
  return { size: rows * columns, values: [rows, columns] };
}

export function randomMap(random: SeededRandom, rows: number, columns: number, landShare: number): string[] {
  return Array.from({ length: rows }, () =>
    Array.from({ length: columns }, () => (random.chance(landShare) ? '#' : '.')).join(''),
  );
}

/** Land in the first and the last cell, so a grid one cell short of r · c is indexed past its end. */
function withLandAtBothEnds(map: string[]): string[] {
  const last = map.length - 1;
  map[0] = `#${map[0]!.slice(1)}`;
  map[last] = `${map[last]!.slice(0, -1)}#`;
  return map;
}

/** Stripes of land one cell apart: many islands that a single reclaimed column joins. */
function stripedMap(rows: number, columns: number): string[] {
  return Array.from({ length: rows }, (_, r) => (r % 2 === 0 ? '#'.repeat(columns) : '.'.repeat(columns)));
}

export function mapInput(map: readonly string[]): string {
  return `${map.length} ${map[0]?.length ?? 0}\n${map.join('\n')}\n`;
}

function randomCells(random: SeededRandom, rows: number, columns: number, q: number): [number, number][] {
  return Array.from({ length: q }, (): [number, number] => [random.int(1, rows), random.int(1, columns)]);
}

function reclaimInput(map: readonly string[], cells: readonly [number, number][]): string {
  return `${mapInput(map)}${cells.length}\n${cells.map(([r, c]) => `${r} ${c}`).join('\n')}\n`;
}

export function randomReclaim(
  seed: number,
  rows: number,
  columns: number,
  landShare: number,
  q: number,
): string {
  const random = new SeededRandom(seed);
  const map = withLandAtBothEnds(randomMap(random, rows, columns, landShare));
  return reclaimInput(map, randomCells(random, rows, columns, q));
}

/** Fills the map row by row from the top-left corner, in a snake order, so islands keep merging. */
function sweepingReclaim(rows: number, columns: number): string {
  const cells: [number, number][] = [];
  for (let c = 1; c <= columns; c += 1) cells.push([2, c]);
  for (let r = 1; r <= rows; r += 1) cells.push([r, 1 + ((r * 7) % columns)]);
  return reclaimInput(stripedMap(rows, columns), cells);
}

export function level1Inputs(): TestInput[] {
  const level1 = (seed: number, rows: number, columns: number, share: number) => ({
    input: mapInput(withLandAtBothEnds(randomMap(new SeededRandom(seed), rows, columns, share))),
  });
  return [
    { input: '4 5\n##..#\n#...#\n..#..\n.##.#\n', sample: true },
    { input: '2 3\n...\n...\n', sample: true },
    { input: '1 1\n#\n' },
    { input: mapInput(['#.#.#', '.#.#.', '#.#.#']) },
    { input: mapInput(stripedMap(9, 4)) },
    level1(131, 30, 40, 0.45),
    level1(132, 300, 300, 0.5),
    level1(133, 625, 800, 0.55),
    level1(134, 1, LEVEL_1_BOUNDS.maxSize, 0.6),
    level1(135, LEVEL_1_BOUNDS.maxSize, 1, 0.6),
  ];
}

export function level2Inputs(): TestInput[] {
  return [
    { input: '3 4\n#..#\n....\n#..#\n4\n2 1\n2 2\n1 2\n2 4\n', sample: true },
    { input: '1 3\n#.#\n2\n1 1\n1 2\n', sample: true },
    { input: '1 1\n.\n2\n1 1\n1 1\n' },
    {
      input: reclaimInput(stripedMap(5, 3), [
        [2, 2],
        [4, 3],
        [2, 1],
      ]),
    },
    { input: randomReclaim(141, 8, 9, 0.3, 30) },
    { input: randomReclaim(142, 100, 100, 0.2, 5000) },
    { input: randomReclaim(143, 500, 500, 0.3, 100_000) },
    { input: sweepingReclaim(499, 500) },
    { input: randomReclaim(144, 1, RECLAIM_LEVEL_BOUNDS.maxSize, 0.3, MAX_RECLAMATIONS) },
  ];
}

export function level3Inputs(): TestInput[] {
  return [
    { input: '3 4\n#..#\n....\n#..#\n4\n2 1\n2 2\n1 2\n2 4\n', sample: true },
    { input: '2 2\n..\n..\n3\n1 1\n2 2\n1 2\n', sample: true },
    { input: '1 2\n..\n1\n1 2\n' },
    {
      input: reclaimInput(stripedMap(5, 3), [
        [2, 2],
        [4, 3],
        [2, 1],
        [3, 3],
      ]),
    },
    { input: randomReclaim(151, 8, 9, 0.3, 30) },
    { input: randomReclaim(152, 100, 100, 0.2, 5000) },
    { input: randomReclaim(153, 500, 500, 0.3, 100_000) },
    { input: sweepingReclaim(499, 500) },
    { input: randomReclaim(154, RECLAIM_LEVEL_BOUNDS.maxSize, 1, 0.3, MAX_RECLAMATIONS) },
  ];
}
