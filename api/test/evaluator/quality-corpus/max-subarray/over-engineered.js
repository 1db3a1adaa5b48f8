'use strict';
// Prints the largest sum of a contiguous run of values (the empty run counts as 0).
const fs = require('fs');

/** Consumes values one at a time and reports a result. */
class Reducer {
  feed(_value) {
    throw new Error('not implemented');
  }

  result() {
    throw new Error('not implemented');
  }
}

/** The best run ending here either extends the previous one or starts afresh. */
class KadaneReducer extends Reducer {
  constructor() {
    super();
    this.best = 0;
    this.endingHere = 0;
  }

  feed(value) {
    this.endingHere = Math.max(0, this.endingHere + value);
    this.best = Math.max(this.best, this.endingHere);
  }

  result() {
    return this.best;
  }
}

/** The parsed input. */
class Problem {
  static fromText(text) {
    const tokens = text.split(/\s+/).filter(Boolean).map(Number);
    if (tokens.length === 0 || tokens.some(Number.isNaN)) throw new Error('expected the count first');
    const [count] = tokens;
    const values = tokens.slice(1, 1 + count);
    if (values.length !== count) throw new Error(`expected ${count} values, got ${values.length}`);
    return new Problem(values);
  }

  constructor(values) {
    this.values = values;
  }
}

function solve(problem, reducer) {
  for (const value of problem.values) reducer.feed(value);
  return reducer.result();
}

function main() {
  try {
    const problem = Problem.fromText(fs.readFileSync(0, 'utf8'));
    console.log(String(solve(problem, new KadaneReducer())));
  } catch (error) {
    console.error(`invalid input: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
