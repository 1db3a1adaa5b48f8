'use strict';
// Prints the smallest difference between two of the values, or -1 when there are fewer than two.
const fs = require('fs');

/** After sorting, the closest pair is always adjacent. */
function closestGap(values) {
  if (values.length <= 2) return -1;
  const ordered = [...values].sort((left, right) => left - right);
  let best = ordered[1] - ordered[0];
  for (let index = 2; index < ordered.length; index++) {
    best = Math.min(best, ordered[index] - ordered[index - 1]);
  }
  return best;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count] = tokens;
  console.log(String(closestGap(tokens.slice(1, 1 + count))));
}

main();
