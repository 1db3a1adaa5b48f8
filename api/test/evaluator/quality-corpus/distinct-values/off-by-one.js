'use strict';
// Prints how many distinct values the list holds.
const fs = require('fs');

/** Counts the places where the sorted values change. */
function countDistinct(values) {
  if (values.length === 0) return 0;
  const ordered = [...values].sort((left, right) => left - right);
  let changes = 1;
  for (let index = 1; index < ordered.length - 1; index++) {
    if (ordered[index] !== ordered[index - 1]) changes++;
  }
  return changes;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count] = tokens;
  console.log(String(countDistinct(tokens.slice(1, 1 + count))));
}

main();
