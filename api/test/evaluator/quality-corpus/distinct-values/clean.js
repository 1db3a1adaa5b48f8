'use strict';
// Prints how many distinct values the list holds.
const fs = require('fs');

/** A set keeps one copy of each value. */
function countDistinct(values) {
  return new Set(values).size;
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
    console.log(String(countDistinct(readValues(fs.readFileSync(0, 'utf8')))));
  } catch (error) {
    console.error(`invalid input: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
