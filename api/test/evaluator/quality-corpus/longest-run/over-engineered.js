'use strict';
// Prints the length of the longest strictly increasing run of consecutive values.
const fs = require('fs');

/** Splits a sequence into runs where the comparator accepts each consecutive pair. */
class RunDetector {
  constructor(continues) {
    this.continues = continues;
  }

  *runs(values) {
    let length = 0;
    for (let index = 0; index < values.length; index++) {
      if (index > 0 && this.continues(values[index - 1], values[index])) {
        length++;
      } else {
        if (length > 0) yield length;
        length = 1;
      }
    }
    if (length > 0) yield length;
  }
}

/** Picks the longest run a detector reports. */
class LongestRunFinder {
  constructor(detector) {
    this.detector = detector;
  }

  find(values) {
    let longest = 0;
    for (const length of this.detector.runs(values)) longest = Math.max(longest, length);
    return longest;
  }
}

function parse(text) {
  const tokens = text.split(/\s+/).filter(Boolean).map(Number);
  if (tokens.length === 0 || tokens.some(Number.isNaN)) throw new Error('expected the count first');
  const [count] = tokens;
  const values = tokens.slice(1, 1 + count);
  if (values.length !== count) throw new Error(`expected ${count} values, got ${values.length}`);
  return values;
}

function main() {
  const finder = new LongestRunFinder(new RunDetector((before, after) => after > before));
  try {
    console.log(String(finder.find(parse(fs.readFileSync(0, 'utf8')))));
  } catch (error) {
    console.error(`invalid input: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
