import { defineProblem } from '../define-problem.js';
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
const SIZES = [1000, 4000, 16_000, 64_000];

export const rateLimiter = defineProblem({
  slug: 'rate-limiter',
  title: 'API Rate Limiter',
  category: 'low-level-design',
  tags: ['low level design', 'queue', 'hash map', 'system design'],
  folderUrl: import.meta.url,
  levels: [
    {
      timeLimitMs: 3000,
      oracle: solveLevel1,
      inputs: level1Inputs,
      bounds,
      growth: { expected: 'O(n)', sizes: SIZES, generate: growthInputs.level1 },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel2,
      inputs: level2Inputs,
      bounds,
      growth: { expected: 'O(n)', sizes: SIZES, generate: growthInputs.level2 },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel3,
      inputs: level3Inputs,
      bounds,
      growth: { expected: 'O(n)', sizes: SIZES, generate: growthInputs.level3 },
    },
  ],
});
