import { defineProblem, threeLevels } from '../define-problem.js';
import { SeededRandom } from '../random.js';
import * as oracle from './oracle.js';
import {
  LEVEL_1_BOUNDS,
  mapInput,
  measureMap,
  randomMap,
  randomReclaim,
  RECLAIM_LEVEL_BOUNDS,
} from './tests.js';
import * as tests from './tests.js';

/**
 * A square map of about n cells; for the reclaiming levels, n reclaimed cells on it as well. A flood
 * fill (level 1) and union-find (levels 2, 3) are O(n); recounting after every cell is O(n²).
 */
const side = (n: number) => Math.max(1, Math.round(Math.sqrt(n)));
const growthInputs = {
  level1: (n: number): string => mapInput(randomMap(new SeededRandom(931), side(n), side(n), 0.5)),
  level2: (n: number): string => randomReclaim(932, side(n), side(n), 0.3, n),
  level3: (n: number): string => randomReclaim(933, side(n), side(n), 0.3, n),
};

export const islandGrowth = defineProblem({
  slug: 'island-growth',
  title: 'Land Reclamation',
  category: 'dsa',
  tags: ['dsa', 'grids', 'union find', 'graphs'],
  folderUrl: import.meta.url,
  levels: threeLevels(oracle, tests, growthInputs, (level) =>
    level === 1
      ? // A cell costs so little that n starts at 4 000 cells.
        {
          timeLimitMs: 3000,
          bounds: { ...LEVEL_1_BOUNDS, measure: measureMap },
          expected: 'O(n)',
          sizes: [4000, 16_000, 64_000, 256_000],
        }
      : { timeLimitMs: 3000, bounds: { ...RECLAIM_LEVEL_BOUNDS, measure: measureMap }, expected: 'O(n)' },
  ),
  io: [
    {
      function: 'countIslands',
      input: [
        {
          kind: 'line',
          fields: [
            { name: 'r', type: 'int' },
            { name: 'c', type: 'int' },
          ],
        },
        { kind: 'lines', name: 'grid', count: 'r', of: 'text' },
      ],
      output: { parts: [{ kind: 'value', name: 'islandCount', type: 'int' }] },
    },
    {
      function: 'islandsAfterReclaims',
      input: [
        {
          kind: 'line',
          fields: [
            { name: 'r', type: 'int' },
            { name: 'c', type: 'int' },
          ],
        },
        { kind: 'lines', name: 'grid', count: 'r', of: 'text' },
        { kind: 'line', fields: [{ name: 'q', type: 'int' }] },
        { kind: 'records', name: 'reclaims', count: 'q', type: 'int', fields: ['x', 'y'] },
      ],
      output: { parts: [{ kind: 'column', name: 'islandCounts', type: 'int' }] },
    },
    {
      function: 'islandsAndLargest',
      input: [
        {
          kind: 'line',
          fields: [
            { name: 'r', type: 'int' },
            { name: 'c', type: 'int' },
          ],
        },
        { kind: 'lines', name: 'grid', count: 'r', of: 'text' },
        { kind: 'line', fields: [{ name: 'q', type: 'int' }] },
        { kind: 'records', name: 'reclaims', count: 'q', type: 'int', fields: ['x', 'y'] },
      ],
      output: {
        parts: [{ kind: 'records', name: 'afterEach', type: 'int', fields: ['islands', 'largest'] }],
      },
    },
  ],
});
