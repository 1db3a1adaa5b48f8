import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import { GARAGE_BOUNDS, level1Inputs, level2Inputs, level3Inputs, measureGarage } from './tests.js';

const bounds = { ...GARAGE_BOUNDS, measure: measureGarage };

export const parkingGarage = defineProblem({
  slug: 'parking-garage',
  title: 'Multi-Level Parking Garage',
  category: 'low-level-design',
  tags: ['low level design', 'object oriented design', 'heap', 'hash map'],
  folderUrl: import.meta.url,
  levels: [
    { timeLimitMs: 3000, oracle: solveLevel1, inputs: level1Inputs, bounds },
    { timeLimitMs: 3000, oracle: solveLevel2, inputs: level2Inputs, bounds },
    { timeLimitMs: 3000, oracle: solveLevel3, inputs: level3Inputs, bounds },
  ],
});
