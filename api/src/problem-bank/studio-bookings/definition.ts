import { defineProblem, threeLevels } from '../define-problem.js';
import * as oracle from './oracle.js';
import {
  LATER_LEVEL_BOUNDS,
  LEVEL_1_BOUNDS,
  level1,
  level3,
  measureBookings,
  randomBookings,
} from './tests.js';
import * as tests from './tests.js';

/**
 * n bookings shaped like the large random hidden tests (30 000 bookings over 10^9 minutes): the
 * horizon grows with n, so as many bookings overlap at any time at every size and only n changes.
 * Sorting the bookings (and a heap of studios) is the intended O(n log n); pairs of bookings O(n²).
 */
const horizon = (n: number) => Math.min(1_000_000_000, n * 33_334);
const growthInputs = {
  level1: (n: number): string => level1(randomBookings(921, n, horizon(n), 50_000_000)).input,
  level2: (n: number): string => level1(randomBookings(922, n, horizon(n), 30_000_000)).input,
  level3: (n: number): string => level3(2000, 1000, randomBookings(923, n, horizon(n), 30_000_000)).input,
};

export const studioBookings = defineProblem({
  slug: 'studio-bookings',
  title: 'Recording Studio Bookings',
  category: 'dsa',
  tags: ['dsa', 'intervals', 'sorting', 'heap'],
  folderUrl: import.meta.url,
  levels: threeLevels(
    oracle,
    tests,
    growthInputs,
    // Level 1: 200 000 bookings, the Python reference's sort takes ~1.7 s of CPU on a busy machine.
    (level) => ({
      timeLimitMs: 3000,
      bounds: { ...(level === 1 ? LEVEL_1_BOUNDS : LATER_LEVEL_BOUNDS), measure: measureBookings },
      expected: 'O(n log n)',
    }),
  ),
  io: [
    {
      function: 'fewestStudios',
      input: [
        { kind: 'line', fields: [{ name: 'n', type: 'int' }] },
        { kind: 'records', name: 'bookings', count: 'n', type: 'int', fields: ['start', 'end'] },
      ],
      output: { parts: [{ kind: 'value', name: 'studioCount', type: 'int' }] },
    },
    {
      function: 'assignStudios',
      input: [
        { kind: 'line', fields: [{ name: 'n', type: 'int' }] },
        { kind: 'records', name: 'bookings', count: 'n', type: 'int', fields: ['start', 'end'] },
      ],
      output: {
        parts: [
          { kind: 'value', name: 'studioCount', type: 'int' },
          { kind: 'row', name: 'studioOfBooking', type: 'int' },
        ],
      },
    },
    {
      function: 'assignWithCleaning',
      input: [
        {
          kind: 'line',
          fields: [
            { name: 'n', type: 'int' },
            { name: 'm', type: 'int' },
            { name: 'c', type: 'int' },
          ],
        },
        { kind: 'records', name: 'bookings', count: 'n', type: 'int', fields: ['start', 'end'] },
      ],
      output: {
        parts: [
          { kind: 'value', name: 'declinedCount', type: 'int' },
          { kind: 'row', name: 'studioOfBooking', type: 'int' },
        ],
      },
    },
  ],
});
