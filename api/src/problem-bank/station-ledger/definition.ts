import { defineProblem, threeLevels } from '../define-problem.js';
import * as oracle from './oracle.js';
import { LEVEL_1_BOUNDS, LEVEL_2_BOUNDS, LEVEL_3_BOUNDS, growthInputs, measureLedger } from './tests.js';
import * as tests from './tests.js';

export const stationLedger = defineProblem({
  slug: 'station-ledger',
  title: 'Metro Station Ledger',
  category: 'dsa',
  tags: ['dsa', 'arrays', 'prefix sums', 'fenwick tree'],
  folderUrl: import.meta.url,
  levels: threeLevels(oracle, tests, growthInputs, (level) =>
    level === 1
      ? { timeLimitMs: 2000, bounds: { ...LEVEL_1_BOUNDS, measure: measureLedger }, expected: 'O(n)' }
      : {
          timeLimitMs: 3000,
          bounds: { ...(level === 2 ? LEVEL_2_BOUNDS : LEVEL_3_BOUNDS), measure: measureLedger },
          expected: 'O(n log n)',
          sizes: level === 3 ? [1000, 4000, 16_000, 50_000] : undefined,
        },
  ),
});
