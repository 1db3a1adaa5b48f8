'use strict';
// Prints the length and 1-based start of the longest stretch of readings with no repeat.
const fs = require('fs');

/** Sliding window: the window always holds distinct readings, ending at the current one. */
function longestCalmStretch(readings) {
  const lastSeen = new Map();
  let windowStart = 0;
  let bestLength = 0;
  let bestStart = 0;
  readings.forEach((reading, position) => {
    if (lastSeen.has(reading) && lastSeen.get(reading) > windowStart) {
      windowStart = lastSeen.get(reading) + 1;
    }
    lastSeen.set(reading, position);
    const length = position - windowStart + 1;
    if (length > bestLength) {
      bestLength = length;
      bestStart = windowStart;
    }
  });
  return [bestLength, bestStart + 1];
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count] = tokens;
  const [length, start] = longestCalmStretch(tokens.slice(1, 1 + count));
  console.log(`${length} ${start}`);
}

main();
