import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import {
  growthInputs,
  LATER_LEVEL_BOUNDS,
  LEVEL_1_BOUNDS,
  level1Inputs,
  level2Inputs,
  level3Inputs,
  measureLedgerScript,
} from './tests.js';

/** n = commands (tests.ts, growthInputs). */
const SIZES = [1000, 4000, 16_000, 64_000];

export const expenseLedger = defineProblem({
  slug: 'expense-ledger',
  title: 'Shared Expense Ledger',
  category: 'machine-coding',
  tags: ['machine coding', 'hash map', 'heap', 'greedy'],
  folderUrl: import.meta.url,
  levels: [
    {
      timeLimitMs: 3000,
      oracle: solveLevel1,
      inputs: level1Inputs,
      growth: { expected: 'O(n)', sizes: SIZES, generate: growthInputs.level1 },
      bounds: { ...LEVEL_1_BOUNDS, measure: measureLedgerScript },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel2,
      inputs: level2Inputs,
      growth: { expected: 'O(n)', sizes: SIZES, generate: growthInputs.level2 },
      bounds: { ...LATER_LEVEL_BOUNDS, measure: measureLedgerScript },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel3,
      inputs: level3Inputs,
      growth: { expected: 'O(n log n)', sizes: SIZES, generate: growthInputs.level3 },
      bounds: { ...LATER_LEVEL_BOUNDS, measure: measureLedgerScript },
    },
  ],
});
