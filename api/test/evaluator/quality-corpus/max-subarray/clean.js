'use strict';
// Prints the largest sum of a contiguous run of values (the empty run counts as 0).
const fs = require('fs');

/** Kadane's scan: the best run ending here either extends the previous one or starts afresh. */
function maxSubarraySum(values) {
  let best = 0;
  let endingHere = 0;
  for (const value of values) {
    endingHere = Math.max(0, endingHere + value);
    best = Math.max(best, endingHere);
  }
  return best;
}

function readValues(text) {
  const tokens = text.split(/\s+/).filter(Boolean).map(Number);
  if (tokens.length === 0 || tokens.some(Number.isNaN)) throw new Error('expected the count first');
  const [count] = tokens;
  const values = tokens.slice(1, 1 + count);
  if (values.length !== count) throw new Error(`expected ${count} values, got ${values.length}`);
  return values;
}

function main() {
  try {
    console.log(String(maxSubarraySum(readValues(fs.readFileSync(0, 'utf8')))));
  } catch (error) {
    console.error(`invalid input: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
