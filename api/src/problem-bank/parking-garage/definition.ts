import { defineProblem, threeLevels } from '../define-problem.js';
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

export const parkingGarage = defineProblem({
  slug: 'parking-garage',
  title: 'Multi-Level Parking Garage',
  category: 'low-level-design',
  tags: ['low level design', 'object oriented design', 'heap', 'hash map'],
  folderUrl: import.meta.url,
  levels: threeLevels(
    {
      oracles: [solveLevel1, solveLevel2, solveLevel3],
      inputs: [level1Inputs, level2Inputs, level3Inputs],
      growthInputs,
    },
    () => ({ timeLimitMs: 3000, bounds, expected: 'O(n log n)' }),
  ),
});
