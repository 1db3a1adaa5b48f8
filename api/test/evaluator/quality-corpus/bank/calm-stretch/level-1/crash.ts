const input: string = require('fs').readFileSync(0, 'utf8');
const numbers: number[] = input.trim().split(/\s+/).map(Number);
const n: number = numbers[0];
const readings: number[] = numbers.slice(1, n + 1);

const lastIndex = new Map<number, number>();
let bestLen = 0;
let bestStart = 0;

// moves the right edge one reading at a time, dragging the left edge past repeats
function extend(right: number, left: number): void {
  if (right === n) return;
  const seen = lastIndex.get(readings[right]);
  if (seen !== undefined && seen >= left) left = seen + 1;
  lastIndex.set(readings[right], right);
  if (right - left + 1 > bestLen) {
    bestLen = right - left + 1;
    bestStart = left;
  }
  extend(right + 1, left);
}

extend(0, 0);
console.log(bestLen + ' ' + (bestStart + 1));
