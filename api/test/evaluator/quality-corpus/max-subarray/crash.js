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

function main() {
  const [header, valuesLine] = fs.readFileSync(0, 'utf8').trim().split('\n');
  const count = Number(header);
  const values = valuesLine.split(' ').map(Number).slice(0, count);
  console.log(String(maxSubarraySum(values)));
}

main();
