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
  io: [
    {
      function: 'stationTotals',
      input: [
        {
          kind: 'line',
          fields: [
            { name: 'n', type: 'int' },
            { name: 'q', type: 'int' },
          ],
        },
        { kind: 'array', name: 'collections', type: 'int', length: 'n' },
        { kind: 'records', name: 'questions', count: 'q', type: 'int', fields: ['l', 'r'] },
      ],
      output: { parts: [{ kind: 'column', name: 'totals', type: 'long' }] },
    },
    {
      function: 'correctedTotals',
      input: [
        {
          kind: 'line',
          fields: [
            { name: 'n', type: 'int' },
            { name: 'q', type: 'int' },
          ],
        },
        { kind: 'array', name: 'collections', type: 'int', length: 'n' },
        { kind: 'records', name: 'operations', count: 'q', type: 'int', fields: ['kind', 'first', 'second'] },
      ],
      output: { parts: [{ kind: 'column', name: 'totals', type: 'long' }] },
    },
    {
      function: 'revisedTotals',
      input: [
        {
          kind: 'line',
          fields: [
            { name: 'n', type: 'int' },
            { name: 'q', type: 'int' },
          ],
        },
        { kind: 'array', name: 'collections', type: 'int', length: 'n' },
        // `1 i v`, `2 l r` or `3 l r v`: operations differ in length.
        { kind: 'lines', name: 'operations', count: 'q', of: 'int' },
      ],
      output: { parts: [{ kind: 'column', name: 'totals', type: 'long' }] },
    },
  ],
});
