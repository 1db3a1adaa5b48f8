'use strict';
// Counts the pairs i < j whose values add up to the target.
const fs = require('fs');

/** Each value pairs with every earlier value that completes the target. */
function countPairs(values, target) {
  const seen = new Map();
  let pairs = 0;
  for (const value of values) {
    seen.set(value, (seen.get(value) ?? 0) + 1);
    pairs += seen.get(target - value) ?? 0;
  }
  return pairs;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count, target] = tokens;
  console.log(String(countPairs(tokens.slice(2, 2 + count), target)));
}

main();
