import { defineProblem, threeLevels } from '../define-problem.js';
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

export const expenseLedger = defineProblem({
  slug: 'expense-ledger',
  title: 'Shared Expense Ledger',
  category: 'machine-coding',
  tags: ['machine coding', 'hash map', 'heap', 'greedy'],
  folderUrl: import.meta.url,
  levels: threeLevels(
    {
      oracles: [solveLevel1, solveLevel2, solveLevel3],
      inputs: [level1Inputs, level2Inputs, level3Inputs],
      growthInputs,
    },
    (level) => ({
      timeLimitMs: 3000,
      bounds: { ...(level === 1 ? LEVEL_1_BOUNDS : LATER_LEVEL_BOUNDS), measure: measureLedgerScript },
      expected: level === 3 ? 'O(n log n)' : 'O(n)',
    }),
  ),
});
