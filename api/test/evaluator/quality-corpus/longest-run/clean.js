'use strict';
// Prints the length of the longest strictly increasing run of consecutive values.
const fs = require('fs');

/** One pass: a run grows while each value exceeds the one before it. */
function longestIncreasingRun(values) {
  let longest = 0;
  let current = 0;
  values.forEach((value, index) => {
    current = index > 0 && value > values[index - 1] ? current + 1 : 1;
    longest = Math.max(longest, current);
  });
  return longest;
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
    console.log(String(longestIncreasingRun(readValues(fs.readFileSync(0, 'utf8')))));
  } catch (error) {
    console.error(`invalid input: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
