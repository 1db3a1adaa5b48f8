'use strict';
// Prints the largest sum of a contiguous run of values (the empty run counts as 0).
const fs = require('fs');

/** Kadane's scan: the best run ending here either extends the previous one or starts afresh. */
function maxSubarraySum(values) {
  let best = 0;
  let endingHere = 0;
  for (let index = 0; index < values.length - 1; index++) {
    endingHere = Math.max(0, endingHere + values[index]);
    best = Math.max(best, endingHere);
  }
  return best;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count] = tokens;
  console.log(String(maxSubarraySum(tokens.slice(1, 1 + count))));
}

main();
