import { defineProblem, threeLevels } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import {
  growthInputs,
  level1Inputs,
  level2Inputs,
  level3Inputs,
  measureScript,
  SCRIPT_BOUNDS,
} from './tests.js';

const bounds = { ...SCRIPT_BOUNDS, measure: measureScript };
/** n = commands (tests.ts, growthInputs): each costs O(1) amortised in the intended design. */

export const kvStore = defineProblem({
  slug: 'kv-store',
  title: 'Transactional Key-Value Store',
  category: 'machine-coding',
  tags: ['machine coding', 'hash map', 'transactions', 'design'],
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
