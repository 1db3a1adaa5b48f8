'use strict';
// Prints how many distinct values the list holds.
const fs = require('fs');

/** A set keeps one copy of each value. */
function countDistinct(values) {
  return new Set(values).size;
}

function main() {
  const [header, valuesLine] = fs.readFileSync(0, 'utf8').trim().split('\n');
  const count = Number(header);
  const values = valuesLine.split(' ').map(Number).slice(0, count);
  console.log(String(countDistinct(values)));
}

main();
