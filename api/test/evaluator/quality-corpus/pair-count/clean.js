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

function readInput(text) {
  const tokens = text.split(/\s+/).filter(Boolean).map(Number);
  if (tokens.length < 2 || tokens.some(Number.isNaN)) {
    throw new Error('expected the count and the target on the first line');
  }
  const [count, target] = tokens;
  const values = tokens.slice(2, 2 + count);
  if (values.length !== count) throw new Error(`expected ${count} values, got ${values.length}`);
  return { values, target };
}

function main() {
  try {
    const { values, target } = readInput(fs.readFileSync(0, 'utf8'));
    console.log(String(countPairs(values, target)));
  } catch (error) {
    console.error(`invalid input: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
