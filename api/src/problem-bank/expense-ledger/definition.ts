import { defineProblem } from '../define-problem.js';
import { solveLevel1, solveLevel2, solveLevel3 } from './oracle.js';
import {
  LATER_LEVEL_BOUNDS,
  LEVEL_1_BOUNDS,
  level1Inputs,
  level2Inputs,
  level3Inputs,
  measureLedgerScript,
} from './tests.js';

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
      bounds: { ...LEVEL_1_BOUNDS, measure: measureLedgerScript },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel2,
      inputs: level2Inputs,
      bounds: { ...LATER_LEVEL_BOUNDS, measure: measureLedgerScript },
    },
    {
      timeLimitMs: 3000,
      oracle: solveLevel3,
      inputs: level3Inputs,
      bounds: { ...LATER_LEVEL_BOUNDS, measure: measureLedgerScript },
    },
  ],
});
