'use strict';
// Prints the length of the longest strictly increasing run of consecutive values.
const fs = require('fs');

/** Measures the run that starts at every position. */
function longestIncreasingRun(values) {
  let longest = 0;
  for (let start = 0; start < values.length; start++) {
    let end = start + 1;
    while (end < values.length && values[end] > values[end - 1]) end++;
    longest = Math.max(longest, end - start);
  }
  return longest;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count] = tokens;
  console.log(String(longestIncreasingRun(tokens.slice(1, 1 + count))));
}

main();
