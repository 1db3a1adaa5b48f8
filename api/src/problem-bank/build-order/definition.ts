import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import {
  level1Inputs,
  level2Inputs,
  level3Inputs,
  measureTimedPipeline,
  measureUntimedPipeline,
  randomPipeline,
  TIMED_LEVEL_BOUNDS,
  UNTIMED_LEVEL_BOUNDS,
} from './tests.js';

/** n modules and 2n dependencies, shaped like the large random hidden tests. */
const growthInputs = {
  level1: (n: number): string => randomPipeline(941, n, 2 * n, 30),
  level2: (n: number): string => randomPipeline(942, n, 2 * n, 30, 10_000),
  level3: (n: number): string => randomPipeline(943, n, 2 * n, 30, 10_000),
};

export const buildOrder = defineProblem({
  slug: 'build-order',
  title: 'Build Pipeline',
  category: 'dsa',
  tags: ['dsa', 'graphs', 'topological sort', 'heap'],
  folderUrl: import.meta.url,
  // Kahn's algorithm with a heap of ready modules (the smallest first): O((n + m) log n).
  levels: [
    {
      timeLimitMs: 3000,
      oracle: solveLevel1,
      inputs: level1Inputs,
      bounds: { ...UNTIMED_LEVEL_BOUNDS, measure: measureUntimedPipeline },
      growth: { expected: 'O(n log n)', sizes: [1000, 4000, 16_000, 64_000], generate: growthInputs.level1 },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel2,
      inputs: level2Inputs,
      bounds: { ...TIMED_LEVEL_BOUNDS, measure: measureTimedPipeline },
      growth: { expected: 'O(n log n)', sizes: [1000, 4000, 16_000, 64_000], generate: growthInputs.level2 },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel3,
      inputs: level3Inputs,
      bounds: { ...TIMED_LEVEL_BOUNDS, measure: measureTimedPipeline },
      growth: { expected: 'O(n log n)', sizes: [1000, 4000, 16_000, 64_000], generate: growthInputs.level3 },
    },
  ],
});
