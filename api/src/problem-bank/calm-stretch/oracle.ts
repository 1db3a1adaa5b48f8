import { TokenReader } from '../token-reader.js';

/**
 * Two pointers over the readings; the window keeps a count per value (repeat rule) and two
 * monotonic deques of indices (spread rule). Each index enters and leaves once: O(n).
 */
function longestStretch(readings: readonly number[], maxRepeats: number, maxSpread: number): string {
  const counts = new Map<number, number>();
  const minima: number[] = [];
  const maxima: number[] = [];
  let minHead = 0;
  let maxHead = 0;
  let left = 0;
  let bestLength = 0;
  let bestStart = 0;
  const at = (index: number | undefined) => readings[index ?? -1] ?? 0;
  readings.forEach((value, right) => {
    counts.set(value, (counts.get(value) ?? 0) + 1);
    while (minima.length > minHead && at(minima[minima.length - 1]) >= value) minima.pop();
    minima.push(right);
    while (maxima.length > maxHead && at(maxima[maxima.length - 1]) <= value) maxima.pop();
    maxima.push(right);
    while ((counts.get(value) ?? 0) > maxRepeats || at(maxima[maxHead]) - at(minima[minHead]) > maxSpread) {
      const leaving = at(left);
      counts.set(leaving, (counts.get(leaving) ?? 0) - 1);
      if (minima[minHead] === left) minHead += 1;
      if (maxima[maxHead] === left) maxHead += 1;
      left += 1;
    }
    if (right - left + 1 > bestLength) {
      bestLength = right - left + 1;
      bestStart = left;
    }
  });
  return `${bestLength} ${bestStart + 1}\n`;
}

function readReadings(reader: TokenReader, n: number): number[] {
  return Array.from({ length: n }, () => reader.int());
}

export function solveLevel1(input: string): string {
  const reader = new TokenReader(input);
  const n = reader.int();
  return longestStretch(readReadings(reader, n), 1, Number.POSITIVE_INFINITY);
}

export function solveLevel2(input: string): string {
  const reader = new TokenReader(input);
  const n = reader.int();
  const k = reader.int();
  return longestStretch(readReadings(reader, n), k, Number.POSITIVE_INFINITY);
}

export function solveLevel3(input: string): string {
  const reader = new TokenReader(input);
  const n = reader.int();
  const k = reader.int();
  const d = reader.int();
  return longestStretch(readReadings(reader, n), k, d);
}
