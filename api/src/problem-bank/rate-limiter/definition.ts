import { defineProblem, threeLevels } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import {
  growthInputs,
  level1Inputs,
  level2Inputs,
  level3Inputs,
  measureTraffic,
  TRAFFIC_BOUNDS,
} from './tests.js';

const bounds = { ...TRAFFIC_BOUNDS, measure: measureTraffic };
/** n = commands: each costs O(1) amortised in a limiter that forgets what its windows no longer need. */

export const rateLimiter = defineProblem({
  slug: 'rate-limiter',
  title: 'API Rate Limiter',
  category: 'low-level-design',
  tags: ['low level design', 'queue', 'hash map', 'system design'],
  folderUrl: import.meta.url,
  levels: threeLevels(
    {
      oracles: [solveLevel1, solveLevel2, solveLevel3],
      inputs: [level1Inputs, level2Inputs, level3Inputs],
      growthInputs,
    },
    () => ({ timeLimitMs: 3000, bounds, expected: 'O(n)' }),
  ),
});
