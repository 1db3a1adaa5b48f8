import { defineProblem, threeLevels } from '../define-problem.js';
import { commandScriptIo } from '../level-io.js';
import * as oracle from './oracle.js';
import { GARAGE_BOUNDS, growthInputs, measureGarage } from './tests.js';
import * as tests from './tests.js';

const bounds = { ...GARAGE_BOUNDS, measure: measureGarage };
export const parkingGarage = defineProblem({
  slug: 'parking-garage',
  title: 'Multi-Level Parking Garage',
  category: 'low-level-design',
  tags: ['low level design', 'object oriented design', 'heap', 'hash map'],
  folderUrl: import.meta.url,
  // n = commands (tests.ts, growthInputs): a heap of free spots per size makes an arrival O(log n).
  levels: threeLevels(oracle, tests, growthInputs, () => ({
    timeLimitMs: 3000,
    bounds,
    expected: 'O(n log n)',
  })),
  io: [commandScriptIo('runGarage'), commandScriptIo('runGarage'), commandScriptIo('runGarage')],
});
