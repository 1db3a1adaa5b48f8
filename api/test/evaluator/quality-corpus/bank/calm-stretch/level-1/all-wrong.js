'use strict';
// Prints the first and last reading of the longest stretch in which no reading repeats.
const fs = require('fs');

/** Sliding window over distinct readings; returns the first and last reading of the earliest longest one. */
function longestCalmStretch(readings) {
  const lastSeen = new Map();
  let windowStart = 0;
  let bestStart = 0;
  let bestEnd = 0;
  readings.forEach((reading, position) => {
    if (lastSeen.has(reading) && lastSeen.get(reading) >= windowStart) {
      windowStart = lastSeen.get(reading) + 1;
    }
    lastSeen.set(reading, position);
    if (position + 1 - windowStart > bestEnd - bestStart) {
      bestStart = windowStart;
      bestEnd = position + 1;
    }
  });
  return [readings[bestStart], readings[bestEnd - 1]];
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count] = tokens;
  const [first, last] = longestCalmStretch(tokens.slice(1, 1 + count));
  console.log(`${first} ${last}`);
}

main();
