'use strict';
// Prints the smallest difference between two of the values, or -1 when there are fewer than two.
const fs = require('fs');

/** After sorting, the closest pair is always adjacent. */
function closestGap(values) {
  if (values.length < 2) return -1;
  const ordered = [...values].sort((left, right) => left - right);
  let best = Infinity;
  for (let index = 1; index < ordered.length; index++) {
    best = Math.min(best, ordered[index] - ordered[index - 1]);
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
    console.log(String(closestGap(readValues(fs.readFileSync(0, 'utf8')))));
  } catch (error) {
    console.error(`invalid input: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
