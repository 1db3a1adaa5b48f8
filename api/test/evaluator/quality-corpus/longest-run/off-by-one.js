'use strict';
// Prints the length of the longest strictly increasing run of consecutive values.
const fs = require('fs');

/** A run ends where a value does not exceed the one before it. */
function longestIncreasingRun(values) {
  if (values.length === 0) return 0;
  let longest = 1;
  let current = 1;
  for (let index = 1; index < values.length; index++) {
    if (values[index] > values[index - 1]) {
      current++;
    } else {
      longest = Math.max(longest, current);
      current = 1;
    }
  }
  return longest;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count] = tokens;
  console.log(String(longestIncreasingRun(tokens.slice(1, 1 + count))));
}

main();
