import { defineProblem, threeLevels } from '../define-problem.js';
import type { IoField, LevelIo } from '../level-io.js';
import * as oracle from './oracle.js';
import { growthInputs, measureReadings, READINGS_BOUNDS } from './tests.js';
import * as tests from './tests.js';

const bounds = { ...READINGS_BOUNDS, measure: measureReadings };

/** `n` (and `k`, `d`), then the readings; prints the stretch's length and 1-based start. */
function calmStretchIo(header: IoField[]): LevelIo {
  return {
    function: 'longestCalmStretch',
    input: [
      { kind: 'line', fields: header },
      { kind: 'array', name: 'readings', type: 'int', length: 'n' },
    ],
    output: {
      parts: [
        { kind: 'value', name: 'length', type: 'int' },
        { kind: 'value', name: 'start', type: 'int' },
      ],
      oneLine: true,
    },
  };
}

export const calmStretch = defineProblem({
  slug: 'calm-stretch',
  title: 'Calm Stretch of Sensor Readings',
  category: 'dsa',
  tags: ['dsa', 'sliding window', 'hash map', 'monotonic deque'],
  folderUrl: import.meta.url,
  levels: threeLevels(
    oracle,
    tests,
    growthInputs,
    // Level 3: two monotonic deques (window minimum and maximum) and a count of each value: O(n).
    (level) => ({ timeLimitMs: level === 3 ? 3000 : 2000, bounds, expected: 'O(n)' }),
  ),
  io: [
    calmStretchIo([{ name: 'n', type: 'int' }]),
    calmStretchIo([
      { name: 'n', type: 'int' },
      { name: 'k', type: 'int' },
    ]),
    calmStretchIo([
      { name: 'n', type: 'int' },
      { name: 'k', type: 'int' },
      { name: 'd', type: 'int' },
    ]),
  ],
});
