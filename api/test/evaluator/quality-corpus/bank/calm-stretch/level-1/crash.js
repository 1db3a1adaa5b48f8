'use strict';
// Prints the length and 1-based start of the longest stretch of readings with no repeat.
const fs = require('fs');

/** The longer stretch; the earlier one when both are equally long. */
function better(first, second) {
  if (first.length !== second.length) return first.length > second.length ? first : second;
  return first.start <= second.start ? first : second;
}

/** Each repeated reading cuts the current stretch short; the last stretch runs to the end. */
function longestCalmStretch(readings) {
  const lastSeen = new Map();
  let windowStart = 0;
  const cutShort = [];
  readings.forEach((reading, position) => {
    if (lastSeen.has(reading) && lastSeen.get(reading) >= windowStart) {
      cutShort.push({ length: position - windowStart, start: windowStart });
      windowStart = lastSeen.get(reading) + 1;
    }
    lastSeen.set(reading, position);
  });
  const finalStretch = { length: readings.length - windowStart, start: windowStart };
  const best = better(cutShort.reduce(better), finalStretch);
  return [best.length, best.start + 1];
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [count] = tokens;
  const [length, start] = longestCalmStretch(tokens.slice(1, 1 + count));
  console.log(`${length} ${start}`);
}

main();
