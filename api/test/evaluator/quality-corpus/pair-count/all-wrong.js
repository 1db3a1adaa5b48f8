'use strict';
// Is there a pair of values that adds up to the target?
const fs = require('fs');

function hasPairWithSum(values, target) {
  const seen = new Set();
  for (const value of values) {
    if (seen.has(target - value)) return true;
    seen.add(value);
  }
  return false;
}

function main() {
  const lines = fs.readFileSync(0, 'utf8').split('\n');
  const [count, target] = lines[0].trim().split(/\s+/).map(Number);
  const values = count > 0 ? lines[1].trim().split(/\s+/).map(Number) : [];
  console.log(hasPairWithSum(values, target));
}

main();
