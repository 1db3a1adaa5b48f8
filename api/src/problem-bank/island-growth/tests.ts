import { SeededRandom } from '../random.js';
import type { TestInput } from '../types.js';

function randomMap(random: SeededRandom, rows: number, columns: number, landShare: number): string[] {
  return Array.from({ length: rows }, () =>
    Array.from({ length: columns }, () => (random.chance(landShare) ? '#' : '.')).join(''),
  );
}

/** Stripes of land one cell apart: many islands that a single reclaimed column joins. */
function stripedMap(rows: number, columns: number): string[] {
  return Array.from({ length: rows }, (_, r) => (r % 2 === 0 ? '#'.repeat(columns) : '.'.repeat(columns)));
}

function mapInput(map: readonly string[]): string {
  return `${map.length} ${map[0]?.length ?? 0}\n${map.join('\n')}\n`;
}

function randomCells(random: SeededRandom, rows: number, columns: number, q: number): [number, number][] {
  return Array.from({ length: q }, (): [number, number] => [random.int(1, rows), random.int(1, columns)]);
}

function reclaimInput(map: readonly string[], cells: readonly [number, number][]): string {
  return `${mapInput(map)}${cells.length}\n${cells.map(([r, c]) => `${r} ${c}`).join('\n')}\n`;
}

function randomReclaim(seed: number, rows: number, columns: number, landShare: number, q: number): string {
  const random = new SeededRandom(seed);
  const map = randomMap(random, rows, columns, landShare);
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
    input: mapInput(randomMap(new SeededRandom(seed), rows, columns, share)),
  });
  return [
    { input: '4 5\n##..#\n#...#\n..#..\n.##.#\n', sample: true },
    { input: '2 3\n...\n...\n', sample: true },
    { input: '1 1\n#\n' },
    { input: mapInput(['#.#.#', '.#.#.', '#.#.#']) },
    { input: mapInput(stripedMap(9, 4)) },
    level1(131, 30, 40, 0.45),
    level1(132, 300, 300, 0.5),
    level1(133, 700, 700, 0.55),
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
  ];
}
