'use strict';
// Counts the pairs i < j whose values add up to the target.
const fs = require('fs');

/** Each value pairs with every earlier value that completes the target. */
function countPairs(values, target) {
  const seen = new Map();
  let pairs = 0;
  for (const value of values) {
    pairs += seen.get(target - value) ?? 0;
    seen.set(value, (seen.get(value) ?? 0) + 1);
  }
  return pairs;
}

function main() {
  const [header, valuesLine] = fs.readFileSync(0, 'utf8').trim().split('\n');
  const [count, target] = header.split(' ').map(Number);
  const values = valuesLine.split(' ').map(Number).slice(0, count);
  console.log(String(countPairs(values, target)));
}

main();
