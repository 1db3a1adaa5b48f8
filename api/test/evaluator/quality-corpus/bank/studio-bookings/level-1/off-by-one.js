'use strict';
// Prints the smallest number of studios that can host every booking [s, e).
const fs = require('fs');

/** Walk the starts in order; a start reuses the studio of the earliest booking that has ended. */
function minStudios(starts, ends) {
  starts.sort((a, b) => a - b);
  ends.sort((a, b) => a - b);
  let studios = 0;
  let nextToEnd = 0;
  for (const start of starts) {
    if (ends[nextToEnd] < start) {
      nextToEnd++;
    } else {
      studios++;
    }
  }
  return studios;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const count = tokens[0];
  const starts = [];
  const ends = [];
  for (let index = 0; index < count; index++) {
    starts.push(tokens[1 + 2 * index]);
    ends.push(tokens[2 + 2 * index]);
  }
  console.log(String(minStudios(starts, ends)));
}

main();
