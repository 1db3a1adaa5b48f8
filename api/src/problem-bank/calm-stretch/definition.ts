import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import {
  growthInputs,
  level1Inputs,
  level2Inputs,
  level3Inputs,
  measureReadings,
  READINGS_BOUNDS,
} from './tests.js';

const bounds = { ...READINGS_BOUNDS, measure: measureReadings };

export const calmStretch = defineProblem({
  slug: 'calm-stretch',
  title: 'Calm Stretch of Sensor Readings',
  category: 'dsa',
  tags: ['dsa', 'sliding window', 'hash map', 'monotonic deque'],
  folderUrl: import.meta.url,
  levels: [
    {
      timeLimitMs: 2000,
      oracle: solveLevel1,
      inputs: level1Inputs,
      bounds,
      growth: { expected: 'O(n)', sizes: [1000, 4000, 16_000, 64_000], generate: growthInputs.level1 },
    },
    {
      timeLimitMs: 2000,
      oracle: solveLevel2,
      inputs: level2Inputs,
      bounds,
      growth: { expected: 'O(n)', sizes: [1000, 4000, 16_000, 64_000], generate: growthInputs.level2 },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel3,
      inputs: level3Inputs,
      bounds,
      // Two monotonic deques (window minimum and maximum) and a count of each value: O(n).
      growth: { expected: 'O(n)', sizes: [1000, 4000, 16_000, 64_000], generate: growthInputs.level3 },
    },
  ],
});
