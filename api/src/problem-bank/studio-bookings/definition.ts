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
      // 200 000 bookings: the Python reference's sort takes ~1.7 s of CPU on a busy machine.
      timeLimitMs: 3000,
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
