import { defineProblem, threeLevels } from '../define-problem.js';
import * as oracle from './oracle.js';
import { growthInputs, measureReadings, READINGS_BOUNDS } from './tests.js';
import * as tests from './tests.js';

const bounds = { ...READINGS_BOUNDS, measure: measureReadings };

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
});
