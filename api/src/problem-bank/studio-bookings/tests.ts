import { SeededRandom } from '../random.js';
import type { LevelBounds, TestInput } from '../types.js';

type Booking = [number, number];

/** The statements' constraints (questions/level-N.md): n bookings, minutes 0 ≤ s < e ≤ 10^9. */
export const LEVEL_1_BOUNDS = { maxSize: 200_000, minValue: 0, maxValue: 1_000_000_000 };
export const LATER_LEVEL_BOUNDS = { maxSize: 100_000, minValue: 0, maxValue: 1_000_000_000 };
/** Level 3's other bounds: m studios and c minutes of cleaning. */
const MAX_STUDIOS = 100_000;
const MAX_CLEANING = 1_000_000;

/** n (the first number of the first line) and every booking's start and end minute. */
export function measureBookings(input: string): ReturnType<LevelBounds['measure']> {
  const [header = '', ...bookings] = input.trimEnd().split('\n');
  return {
    size: Number.parseInt(header, 10),
    values: bookings.flatMap((booking) => booking.split(' ').map(Number)),
  };
}

function bookingLines(bookings: readonly Booking[]): string {
  return bookings.map(([start, end]) => `${start} ${end}`).join('\n');
}

export function randomBookings(seed: number, n: number, horizon: number, maxLength: number): Booking[] {
  const random = new SeededRandom(seed);
  return Array.from({ length: n }, (): Booking => {
    const start = random.int(0, horizon - 1);
    return [start, Math.min(horizon, start + random.int(1, maxLength))];
  });
}

/** n random bookings over the whole day of 10^9 minutes, one starting at 0 and one ending at 10^9. */
function boundBookings(seed: number, n: number): Booking[] {
  const bookings = randomBookings(seed, n, 1_000_000_000, 50_000_000);
  bookings[0] = [0, bookings[0]![1]];
  bookings[n - 1] = [bookings[n - 1]![0], 1_000_000_000];
  return bookings;
}

/** Every booking overlaps every other: the studio count equals n. */
function nestedBookings(n: number): Booking[] {
  return Array.from({ length: n }, (_, i): Booking => [i, 2 * n - i]);
}

/** Back-to-back bookings: each ends exactly when the next starts, so one studio suffices. */
function backToBackBookings(n: number): Booking[] {
  return Array.from({ length: n }, (_, i): Booking => [n - 1 - i, n - i]);
}

export const level1 = (bookings: Booking[]) => ({ input: `${bookings.length}\n${bookingLines(bookings)}\n` });
export const level3 = (studios: number, cleaning: number, bookings: Booking[]) => ({
  input: `${bookings.length} ${studios} ${cleaning}\n${bookingLines(bookings)}\n`,
});

export function level1Inputs(): TestInput[] {
  return [
    { input: '4\n60 120\n90 150\n120 180\n0 30\n', sample: true },
    { input: '3\n10 20\n10 20\n10 20\n', sample: true },
    level1([[0, 1_000_000_000]]),
    level1(backToBackBookings(5)),
    level1(randomBookings(101, 20, 100, 30)),
    level1(randomBookings(102, 3000, 100_000, 2000)),
    level1(nestedBookings(LEVEL_1_BOUNDS.maxSize)),
    level1(randomBookings(103, 30_000, 1_000_000_000, 50_000_000)),
    level1(boundBookings(104, LEVEL_1_BOUNDS.maxSize)),
  ];
}

export function level2Inputs(): TestInput[] {
  return [
    { input: '4\n60 120\n90 150\n120 180\n0 30\n', sample: true },
    { input: '5\n5 10\n0 10\n0 5\n10 12\n5 12\n', sample: true },
    level1([[3, 4]]),
    level1(backToBackBookings(6)),
    level1(randomBookings(111, 25, 100, 30)),
    level1(randomBookings(112, 3000, 100_000, 3000)),
    level1(randomBookings(113, 30_000, 1_000_000_000, 30_000_000)),
    level1(nestedBookings(LATER_LEVEL_BOUNDS.maxSize)),
    level1(boundBookings(114, LATER_LEVEL_BOUNDS.maxSize)),
  ];
}

export function level3Inputs(): TestInput[] {
  return [
    { input: '5 2 10\n0 60\n30 90\n65 100\n70 120\n100 130\n', sample: true },
    { input: '3 1 0\n0 10\n10 20\n5 15\n', sample: true },
    level3(1, 1_000_000, [
      [0, 1],
      [1, 2],
      [1_000_001, 1_000_002],
    ]),
    level3(3, 0, nestedBookings(6)),
    level3(2, 5, randomBookings(121, 25, 100, 20)),
    level3(50, 300, randomBookings(122, 3000, 100_000, 3000)),
    level3(2000, 1000, randomBookings(123, 30_000, 1_000_000_000, 30_000_000)),
    // Every bound at once: n = m = 100 000, the longest cleaning, the whole day.
    level3(MAX_STUDIOS, MAX_CLEANING, boundBookings(124, LATER_LEVEL_BOUNDS.maxSize)),
    level3(1000, 0, nestedBookings(LATER_LEVEL_BOUNDS.maxSize)),
  ];
}
