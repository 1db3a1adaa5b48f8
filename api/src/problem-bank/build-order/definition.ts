import { defineProblem, threeLevels } from '../define-problem.js';
import type { LevelIo } from '../level-io.js';
import * as oracle from './oracle.js';
import {
  measureTimedPipeline,
  measureUntimedPipeline,
  randomPipeline,
  TIMED_LEVEL_BOUNDS,
  UNTIMED_LEVEL_BOUNDS,
} from './tests.js';
import * as tests from './tests.js';

/** n modules and 2n dependencies, shaped like the large random hidden tests. */
const growthInputs = {
  level1: (n: number): string => randomPipeline(941, n, 2 * n, 30),
  level2: (n: number): string => randomPipeline(942, n, 2 * n, 30, 10_000),
  level3: (n: number): string => randomPipeline(943, n, 2 * n, 30, 10_000),
};

/** `n m`, the build times, then the dependencies; the order and minutes, or CYCLE. */
function buildWithTimesIo(functionName: string): LevelIo {
  return {
    function: functionName,
    input: [
      {
        kind: 'line',
        fields: [
          { name: 'n', type: 'int' },
          { name: 'm', type: 'int' },
        ],
      },
      { kind: 'array', name: 'times', type: 'int', length: 'n' },
      { kind: 'records', name: 'dependencies', count: 'm', type: 'int', fields: ['a', 'b'] },
    ],
    output: { parts: [{ kind: 'text', name: 'outputLines' }] },
  };
}

export const buildOrder = defineProblem({
  slug: 'build-order',
  title: 'Build Pipeline',
  category: 'dsa',
  tags: ['dsa', 'graphs', 'topological sort', 'heap'],
  folderUrl: import.meta.url,
  // Kahn's algorithm with a heap of ready modules (the smallest first): O((n + m) log n).
  levels: threeLevels(oracle, tests, growthInputs, (level) => ({
    timeLimitMs: 3000,
    bounds:
      level === 1
        ? { ...UNTIMED_LEVEL_BOUNDS, measure: measureUntimedPipeline }
        : { ...TIMED_LEVEL_BOUNDS, measure: measureTimedPipeline },
    expected: 'O(n log n)',
  })),
  io: [
    {
      function: 'buildOrder',
      input: [
        {
          kind: 'line',
          fields: [
            { name: 'n', type: 'int' },
            { name: 'm', type: 'int' },
          ],
        },
        { kind: 'records', name: 'dependencies', count: 'm', type: 'int', fields: ['a', 'b'] },
      ],
      // The order, or the word CYCLE: free-form lines.
      output: { parts: [{ kind: 'text', name: 'outputLines' }] },
    },
    buildWithTimesIo('buildOrderAndMinutes'),
    buildWithTimesIo('criticalModules'),
  ],
});
