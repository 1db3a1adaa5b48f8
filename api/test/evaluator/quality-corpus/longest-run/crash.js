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

function main() {
  const [header, valuesLine] = fs.readFileSync(0, 'utf8').trim().split('\n');
  const count = Number(header);
  const values = valuesLine.split(' ').map(Number).slice(0, count);
  console.log(String(longestIncreasingRun(values)));
}

main();
