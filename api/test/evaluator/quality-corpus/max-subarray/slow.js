'use strict';
// Prints the largest sum of a contiguous run of values (the empty run counts as 0).
const fs = require('fs');

/** Tries every start and extends the run one value at a time. */
function maxSubarraySum(values) {
  let best = 0;
  for (let start = 0; start < values.length; start++) {
    let total = 0;
    for (let end = start; end < values.length; end++) {
      total += values[end];
      best = Math.max(best, total);
    }
  }
  return best;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count] = tokens;
  console.log(String(maxSubarraySum(tokens.slice(1, 1 + count))));
}

main();
