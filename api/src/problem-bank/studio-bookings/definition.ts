import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import {
  LATER_LEVEL_BOUNDS,
  LEVEL_1_BOUNDS,
  level1Inputs,
  level2Inputs,
  level3Inputs,
  measureBookings,
} from './tests.js';

export const studioBookings = defineProblem({
  slug: 'studio-bookings',
  title: 'Recording Studio Bookings',
  category: 'dsa',
  tags: ['dsa', 'intervals', 'sorting', 'heap'],
  folderUrl: import.meta.url,
  levels: [
    {
      timeLimitMs: 2000,
      oracle: solveLevel1,
      inputs: level1Inputs,
      bounds: { ...LEVEL_1_BOUNDS, measure: measureBookings },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel2,
      inputs: level2Inputs,
      bounds: { ...LATER_LEVEL_BOUNDS, measure: measureBookings },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel3,
      inputs: level3Inputs,
      bounds: { ...LATER_LEVEL_BOUNDS, measure: measureBookings },
    },
  ],
});
