import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import { level1Inputs, level2Inputs, level3Inputs, measureReadings, READINGS_BOUNDS } from './tests.js';

const bounds = { ...READINGS_BOUNDS, measure: measureReadings };

export const calmStretch = defineProblem({
  slug: 'calm-stretch',
  title: 'Calm Stretch of Sensor Readings',
  category: 'dsa',
  tags: ['dsa', 'sliding window', 'hash map', 'monotonic deque'],
  folderUrl: import.meta.url,
  levels: [
    { timeLimitMs: 2000, oracle: solveLevel1, inputs: level1Inputs, bounds },
    { timeLimitMs: 2000, oracle: solveLevel2, inputs: level2Inputs, bounds },
    { timeLimitMs: 3000, oracle: solveLevel3, inputs: level3Inputs, bounds },
  ],
});
