'use strict';
// Prints how many distinct values the list holds.
const fs = require('fs');

/** Keeps a list of the values seen so far. */
function countDistinct(values) {
  const seen = [];
  for (const value of values) {
    if (!seen.includes(value)) seen.push(value);
  }
  return seen.length;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count] = tokens;
  console.log(String(countDistinct(tokens.slice(1, 1 + count))));
}

main();
