import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import {
  GARAGE_BOUNDS,
  growthInputs,
  level1Inputs,
  level2Inputs,
  level3Inputs,
  measureGarage,
} from './tests.js';

const bounds = { ...GARAGE_BOUNDS, measure: measureGarage };
/** n = commands (tests.ts, growthInputs): a heap of free spots per size makes an arrival O(log n). */
const SIZES = [1000, 4000, 16_000, 64_000];

export const parkingGarage = defineProblem({
  slug: 'parking-garage',
  title: 'Multi-Level Parking Garage',
  category: 'low-level-design',
  tags: ['low level design', 'object oriented design', 'heap', 'hash map'],
  folderUrl: import.meta.url,
  levels: [
    {
      timeLimitMs: 3000,
      oracle: solveLevel1,
      inputs: level1Inputs,
      bounds,
      growth: { expected: 'O(n log n)', sizes: SIZES, generate: growthInputs.level1 },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel2,
      inputs: level2Inputs,
      bounds,
      growth: { expected: 'O(n log n)', sizes: SIZES, generate: growthInputs.level2 },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel3,
      inputs: level3Inputs,
      bounds,
      growth: { expected: 'O(n log n)', sizes: SIZES, generate: growthInputs.level3 },
    },
  ],
});
