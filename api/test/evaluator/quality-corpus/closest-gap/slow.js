'use strict';
// Prints the smallest difference between two of the values, or -1 when there are fewer than two.
const fs = require('fs');

/** Compares every pair. */
function closestGap(values) {
  let best = -1;
  for (let first = 0; first < values.length; first++) {
    for (let second = first + 1; second < values.length; second++) {
      const gap = Math.abs(values[first] - values[second]);
      if (best === -1 || gap < best) best = gap;
    }
  }
  return best;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count] = tokens;
  console.log(String(closestGap(tokens.slice(1, 1 + count))));
}

main();
