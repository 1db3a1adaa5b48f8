import { defineProblem, threeLevels } from '../define-problem.js';
import { commandScriptIo } from '../level-io.js';
import * as oracle from './oracle.js';
import { growthInputs, measureScript, SCRIPT_BOUNDS } from './tests.js';
import * as tests from './tests.js';

const bounds = { ...SCRIPT_BOUNDS, measure: measureScript };
export const kvStore = defineProblem({
  slug: 'kv-store',
  title: 'Transactional Key-Value Store',
  category: 'machine-coding',
  tags: ['machine coding', 'hash map', 'transactions', 'design'],
  folderUrl: import.meta.url,
  // n = commands (tests.ts, growthInputs): each costs O(1) amortised in the intended design.
  levels: threeLevels(oracle, tests, growthInputs, () => ({ timeLimitMs: 3000, bounds, expected: 'O(n)' })),
  io: [commandScriptIo('runStore'), commandScriptIo('runStore'), commandScriptIo('runStore')],
});
