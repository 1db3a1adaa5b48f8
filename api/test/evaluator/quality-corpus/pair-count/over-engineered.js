'use strict';
// Counts the pairs i < j whose values add up to the target.
const fs = require('fs');

/** The parsed problem input. */
class PairQuery {
  constructor(values, target) {
    this.values = values;
    this.target = target;
  }
}

/** Turns the raw text into a PairQuery. */
class InputParser {
  parse(text) {
    const tokens = text.split(/\s+/).filter(Boolean).map(Number);
    if (tokens.length < 2 || tokens.some(Number.isNaN)) {
      throw new Error('expected the count and the target on the first line');
    }
    const [count, target] = tokens;
    const values = tokens.slice(2, 2 + count);
    if (values.length !== count) throw new Error(`expected ${count} values, got ${values.length}`);
    return new PairQuery(values, target);
  }
}

/** A way of counting matching pairs. */
class PairCountingStrategy {
  count(_query) {
    throw new Error('not implemented');
  }
}

/** Counts complements seen so far in one pass. */
class HashingStrategy extends PairCountingStrategy {
  count(query) {
    const seen = new Map();
    let pairs = 0;
    for (const value of query.values) {
      pairs += seen.get(query.target - value) ?? 0;
      seen.set(value, (seen.get(value) ?? 0) + 1);
    }
    return pairs;
  }
}

/** Wires the parser and the strategy together. */
class PairCountingService {
  constructor(parser, strategy) {
    this.parser = parser;
    this.strategy = strategy;
  }

  run(text) {
    return String(this.strategy.count(this.parser.parse(text)));
  }
}

function main() {
  const service = new PairCountingService(new InputParser(), new HashingStrategy());
  try {
    console.log(service.run(fs.readFileSync(0, 'utf8')));
  } catch (error) {
    console.error(`invalid input: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
