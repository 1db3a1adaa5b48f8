import { defineProblem, threeLevels } from '../define-problem.js';
import * as oracle from './oracle.js';
import {
  farthestTarget,
  LEVEL_1_BOUNDS,
  measureUnweightedNetwork,
  measureWeightedNetwork,
  randomNetwork,
  WEIGHTED_LEVEL_BOUNDS,
} from './tests.js';
import * as tests from './tests.js';

/**
 * n hubs and 2n roads, shaped like the large hidden tests: a random tree plus n random roads.
 * Breadth-first search (level 1) is O(n); Dijkstra with a binary heap (levels 2, 3) O(m log n).
 */
const growthInputs = {
  // Hub n is the last a search from hub 1 reaches: a search that stops there still does all its work.
  level1: (n: number): string => farthestTarget(randomNetwork(911, n, n)),
  level2: (n: number): string => randomNetwork(912, n, n, 1_000_000),
  level3: (n: number): string => randomNetwork(913, n, n, 5),
};

export const courierRoutes = defineProblem({
  slug: 'courier-routes',
  title: 'Courier Routes',
  category: 'dsa',
  tags: ['dsa', 'graphs', 'bfs', 'dijkstra'],
  folderUrl: import.meta.url,
  levels: threeLevels(oracle, tests, growthInputs, (level) =>
    level === 1
      ? {
          timeLimitMs: 2000,
          bounds: { ...LEVEL_1_BOUNDS, measure: measureUnweightedNetwork },
          expected: 'O(n)',
        }
      : {
          // 100 000 hubs and 200 000 roads: the Python reference's heap needs ~2 s of CPU on a busy machine.
          timeLimitMs: 4000,
          bounds: { ...WEIGHTED_LEVEL_BOUNDS, measure: measureWeightedNetwork },
          expected: 'O(n log n)',
        },
  ),
  io: [
    {
      function: 'fewestRoads',
      input: [
        {
          kind: 'line',
          fields: [
            { name: 'n', type: 'int' },
            { name: 'm', type: 'int' },
          ],
        },
        { kind: 'records', name: 'roads', count: 'm', type: 'int', fields: ['u', 'v'] },
      ],
      output: { parts: [{ kind: 'value', name: 'roadCount', type: 'int' }] },
    },
    {
      function: 'fastestDelivery',
      input: [
        {
          kind: 'line',
          fields: [
            { name: 'n', type: 'int' },
            { name: 'm', type: 'int' },
          ],
        },
        { kind: 'records', name: 'roads', count: 'm', type: 'int', fields: ['u', 'v', 'w'] },
      ],
      output: { parts: [{ kind: 'value', name: 'minutes', type: 'long' }] },
    },
    {
      function: 'countFastestRoutes',
      input: [
        {
          kind: 'line',
          fields: [
            { name: 'n', type: 'int' },
            { name: 'm', type: 'int' },
          ],
        },
        { kind: 'records', name: 'roads', count: 'm', type: 'int', fields: ['u', 'v', 'w'] },
      ],
      output: {
        parts: [
          { kind: 'value', name: 'minutes', type: 'long' },
          { kind: 'value', name: 'routeCount', type: 'long' },
        ],
        oneLine: true,
      },
    },
  ],
});
