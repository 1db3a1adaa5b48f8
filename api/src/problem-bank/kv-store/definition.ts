import { defineProblem } from '../define-problem.js';
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
const SIZES = [1000, 4000, 16_000, 64_000];

export const kvStore = defineProblem({
  slug: 'kv-store',
  title: 'Transactional Key-Value Store',
  category: 'machine-coding',
  tags: ['machine coding', 'hash map', 'transactions', 'design'],
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
