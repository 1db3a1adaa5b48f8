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

function main() {
  const [header, valuesLine] = fs.readFileSync(0, 'utf8').trim().split('\n');
  const count = Number(header);
  const values = valuesLine.split(' ').map(Number).slice(0, count);
  console.log(String(closestGap(values)));
}

main();
