'use strict';
// Biggest gain: the largest later value minus an earlier one.
const fs = require('fs');

function biggestGain(values) {
  let lowest = Infinity;
  let best = -Infinity;
  for (const value of values) {
    if (lowest !== Infinity) best = Math.max(best, value - lowest);
    lowest = Math.min(lowest, value);
  }
  return best;
}

const numbers = fs.readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = numbers[0];
console.log(biggestGain(numbers.slice(1, n + 1)));
