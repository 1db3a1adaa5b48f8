import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import { level1Inputs, level2Inputs, level3Inputs, measureTraffic, TRAFFIC_BOUNDS } from './tests.js';

const bounds = { ...TRAFFIC_BOUNDS, measure: measureTraffic };

export const rateLimiter = defineProblem({
  slug: 'rate-limiter',
  title: 'API Rate Limiter',
  category: 'low-level-design',
  tags: ['low level design', 'queue', 'hash map', 'system design'],
  folderUrl: import.meta.url,
  levels: [
    { timeLimitMs: 3000, oracle: solveLevel1, inputs: level1Inputs, bounds },
    { timeLimitMs: 3000, oracle: solveLevel2, inputs: level2Inputs, bounds },
    { timeLimitMs: 3000, oracle: solveLevel3, inputs: level3Inputs, bounds },
  ],
});
