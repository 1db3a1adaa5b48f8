import { joinLines, TokenReader } from '../token-reader.js';

interface Booking {
  readonly start: number;
  readonly end: number;
  readonly index: number;
}

/** Binary min-heap ordered by a numeric key. */
class MinHeap<T> {
  private readonly items: T[] = [];

  constructor(private readonly key: (item: T) => number) {}

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const parentItem = items[parent] as T;
      if (this.key(parentItem) <= this.key(item)) break;
      items[i] = parentItem;
      i = parent;
    }
    items[i] = item;
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= items.length) break;
        const right = left + 1;
        const child =
          right < items.length && this.key(items[right] as T) < this.key(items[left] as T) ? right : left;
        if (this.key(items[child] as T) >= this.key(last)) break;
        items[i] = items[child] as T;
        i = child;
      }
      items[i] = last;
    }
    return top;
  }
}

function readBookings(reader: TokenReader, n: number): Booking[] {
  return Array.from({ length: n }, (_, index) => ({ start: reader.int(), end: reader.int(), index }));
}

function inStartOrder(bookings: readonly Booking[]): Booking[] {
  return [...bookings].sort((a, b) => a.start - b.start || a.index - b.index);
}

/**
 * Assigns each booking (in start order) the lowest-numbered studio that is free, opening a new
 * studio only while fewer than `studioLimit` exist. Returns the studio per booking, 0 = declined.
 */
function assignStudios(bookings: readonly Booking[], studioLimit: number, cleaningMinutes: number): number[] {
  const assigned = new Array<number>(bookings.length).fill(0);
  // Studios keyed by the minute they become free again; the studio number breaks ties.
  const busy = new MinHeap<[number, number]>(([freeAt, studio]) => freeAt * 1_000_000 + studio);
  const free = new MinHeap<number>((studio) => studio);
  let opened = 0;
  for (const booking of inStartOrder(bookings)) {
    for (let next = busy.peek(); next !== undefined && next[0] <= booking.start; next = busy.peek()) {
      busy.pop();
      free.push(next[1]);
    }
    let studio = free.pop();
    if (studio === undefined && opened < studioLimit) {
      opened += 1;
      studio = opened;
    }
    if (studio === undefined) continue;
    assigned[booking.index] = studio;
    busy.push([booking.end + cleaningMinutes, studio]);
  }
  return assigned;
}

export function solveLevel1(input: string): string {
  const reader = new TokenReader(input);
  const n = reader.int();
  const bookings = readBookings(reader, n);
  // A booking ending at t frees its studio for one starting at t: process ends first.
  const events = bookings.flatMap((b): [number, number][] => [
    [b.start, 1],
    [b.end, -1],
  ]);
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let open = 0;
  let most = 0;
  for (const [, change] of events) {
    open += change;
    most = Math.max(most, open);
  }
  return `${most}\n`;
}

export function solveLevel2(input: string): string {
  const reader = new TokenReader(input);
  const n = reader.int();
  const assigned = assignStudios(readBookings(reader, n), Number.POSITIVE_INFINITY, 0);
  return joinLines([assigned.reduce((most, studio) => Math.max(most, studio), 0), assigned.join(' ')]);
}

export function solveLevel3(input: string): string {
  const reader = new TokenReader(input);
  const n = reader.int();
  const studios = reader.int();
  const cleaningMinutes = reader.int();
  const assigned = assignStudios(readBookings(reader, n), studios, cleaningMinutes);
  return joinLines([assigned.filter((studio) => studio === 0).length, assigned.join(' ')]);
}
