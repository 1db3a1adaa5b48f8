import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import {
  LEVEL_1_BOUNDS,
  LEVEL_2_BOUNDS,
  LEVEL_3_BOUNDS,
  growthInputs,
  level1Inputs,
  level2Inputs,
  level3Inputs,
  measureLedger,
} from './tests.js';

export const stationLedger = defineProblem({
  slug: 'station-ledger',
  title: 'Metro Station Ledger',
  category: 'dsa',
  tags: ['dsa', 'arrays', 'prefix sums', 'fenwick tree'],
  folderUrl: import.meta.url,
  levels: [
    {
      timeLimitMs: 2000,
      oracle: solveLevel1,
      inputs: level1Inputs,
      bounds: { ...LEVEL_1_BOUNDS, measure: measureLedger },
      growth: { expected: 'O(n)', sizes: [1000, 4000, 16_000, 64_000], generate: growthInputs.level1 },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel2,
      inputs: level2Inputs,
      bounds: { ...LEVEL_2_BOUNDS, measure: measureLedger },
      growth: { expected: 'O(n log n)', sizes: [1000, 4000, 16_000, 64_000], generate: growthInputs.level2 },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel3,
      inputs: level3Inputs,
      bounds: { ...LEVEL_3_BOUNDS, measure: measureLedger },
      growth: { expected: 'O(n log n)', sizes: [1000, 4000, 16_000, 50_000], generate: growthInputs.level3 },
    },
  ],
});
