'use strict';
// Counts the pairs i < j whose values add up to the target.
const fs = require('fs');

/** Tries every pair. */
function countPairs(values, target) {
  let pairs = 0;
  for (let first = 0; first < values.length; first++) {
    for (let second = first + 1; second < values.length; second++) {
      if (values[first] + values[second] === target) pairs++;
    }
  }
  return pairs;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count, target] = tokens;
  console.log(String(countPairs(tokens.slice(2, 2 + count), target)));
}

main();
