import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import { level1Inputs, level2Inputs, level3Inputs } from './tests.js';

export const calmStretch = defineProblem({
  slug: 'calm-stretch',
  title: 'Calm Stretch of Sensor Readings',
  category: 'dsa',
  tags: ['dsa', 'sliding window', 'hash map', 'monotonic deque'],
  folderUrl: import.meta.url,
  levels: [
    { timeLimitMs: 2000, oracle: solveLevel1, inputs: level1Inputs },
    { timeLimitMs: 2000, oracle: solveLevel2, inputs: level2Inputs },
    { timeLimitMs: 3000, oracle: solveLevel3, inputs: level3Inputs },
  ],
});
