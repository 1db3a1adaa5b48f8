'use strict';
// Prints the smallest difference between two of the values, or -1 when there are fewer than two.
const fs = require('fs');

const NO_PAIR = -1;

/** Produces the candidate pairs to compare. */
class PairSource {
  pairs(_values) {
    throw new Error('not implemented');
  }
}

/** After sorting, the closest pair is always adjacent. */
class AdjacentSortedPairs extends PairSource {
  pairs(values) {
    const ordered = [...values].sort((left, right) => left - right);
    return ordered.slice(1).map((larger, index) => [ordered[index], larger]);
  }
}

/** Finds the smallest gap among the pairs a source offers. */
class GapFinder {
  constructor(source) {
    this.source = source;
  }

  smallest(values) {
    const gaps = this.source.pairs(values).map(([smaller, larger]) => larger - smaller);
    return gaps.length > 0 ? gaps.reduce((best, gap) => Math.min(best, gap)) : undefined;
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
  const finder = new GapFinder(new AdjacentSortedPairs());
  try {
    const gap = finder.smallest(parse(fs.readFileSync(0, 'utf8')));
    console.log(String(gap ?? NO_PAIR));
  } catch (error) {
    console.error(`invalid input: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
