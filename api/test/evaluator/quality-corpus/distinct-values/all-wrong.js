'use strict';
// Prints the distinct values of the list.
const fs = require('fs');

function distinctValues(values) {
  return new Set(values);
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const count = tokens[0];
  const values = tokens.slice(1, 1 + count);
  console.log(distinctValues(values));
}

main();
