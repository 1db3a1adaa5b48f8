'use strict';
// Answers each question with the total collection of stations l to r.
const fs = require('fs');

/** prefix[i] is the total collection of stations 1 to i, in 64-bit integers. */
function prefixTotals(collections) {
  const prefix = new BigInt64Array(collections.length + 1);
  for (let station = 1; station <= collections.length; station++) {
    prefix[station] = prefix[station - 1] + BigInt(collections[station - 1]);
  }
  return prefix;
}

function rangeTotal(prefix, collections, first, last) {
  if (first === last) return collections[first - 1];
  return prefix[last] - prefix[first - 1];
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [stationCount, questionCount] = tokens;
  const collections = tokens.slice(2, 2 + stationCount);
  const prefix = prefixTotals(collections);
  const totals = new BigInt64Array(questionCount);
  for (let index = 0; index < questionCount; index++) {
    const position = 2 + stationCount + 2 * index;
    totals[index] = rangeTotal(prefix, collections, tokens[position], tokens[position + 1]);
  }
  console.log(totals.join('\n'));
}

main();
