import { defineProblem, threeLevels } from '../define-problem.js';
import { commandScriptIo } from '../level-io.js';
import * as oracle from './oracle.js';
import { growthInputs, measureTraffic, TRAFFIC_BOUNDS } from './tests.js';
import * as tests from './tests.js';

const bounds = { ...TRAFFIC_BOUNDS, measure: measureTraffic };
export const rateLimiter = defineProblem({
  slug: 'rate-limiter',
  title: 'API Rate Limiter',
  category: 'low-level-design',
  tags: ['low level design', 'queue', 'hash map', 'system design'],
  folderUrl: import.meta.url,
  // n = commands: each costs O(1) amortised in a limiter that forgets what its windows no longer need.
  levels: threeLevels(oracle, tests, growthInputs, () => ({ timeLimitMs: 3000, bounds, expected: 'O(n)' })),
  io: [
    commandScriptIo('runRateLimiter'),
    commandScriptIo('runRateLimiter'),
    commandScriptIo('runRateLimiter'),
  ],
});
