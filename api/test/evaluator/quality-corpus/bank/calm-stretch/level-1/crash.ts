const input: string = require('fs').readFileSync(0, 'utf8');
const numbers: number[] = input.trim().split(/\s+/).map(Number);
const n: number = numbers[0];
const readings: number[] = numbers.slice(1, n + 1);

// readings are sensor values, a million at most: index the last position of each by its value
const MAX_READING = 1_000_000;
const lastIndex = new Int32Array(MAX_READING + 1).fill(-1);
let bestLen = 0;
let bestStart = 0;
let left = 0;

// moves the right edge one reading at a time, dragging the left edge past repeats
for (let right = 0; right < n; right++) {
  const reading = readings[right];
  if (reading > MAX_READING) throw new RangeError(`reading ${reading} is larger than ${MAX_READING}`);
  const seen = lastIndex[reading];
  if (seen >= left) left = seen + 1;
  lastIndex[reading] = right;
  if (right - left + 1 > bestLen) {
    bestLen = right - left + 1;
    bestStart = left;
  }
}

console.log(bestLen + ' ' + (bestStart + 1));
