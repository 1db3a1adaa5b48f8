import { defineProblem, threeLevels } from '../define-problem.js';
import { commandScriptIo } from '../level-io.js';
import * as oracle from './oracle.js';
import { growthInputs, LATER_LEVEL_BOUNDS, LEVEL_1_BOUNDS, measureLedgerScript } from './tests.js';
import * as tests from './tests.js';

export const expenseLedger = defineProblem({
  slug: 'expense-ledger',
  title: 'Shared Expense Ledger',
  category: 'machine-coding',
  tags: ['machine coding', 'hash map', 'heap', 'greedy'],
  folderUrl: import.meta.url,
  // n = commands (tests.ts, growthInputs).
  levels: threeLevels(oracle, tests, growthInputs, (level) => ({
    timeLimitMs: 3000,
    bounds: { ...(level === 1 ? LEVEL_1_BOUNDS : LATER_LEVEL_BOUNDS), measure: measureLedgerScript },
    expected: level === 3 ? 'O(n log n)' : 'O(n)',
  })),
  io: [commandScriptIo('runLedger'), commandScriptIo('runLedger'), commandScriptIo('runLedger')],
});
