'use strict';
// Prints how many distinct values the list holds.
const fs = require('fs');

/** Somewhere the values come from. */
class ValueSource {
  values() {
    throw new Error('not implemented');
  }
}

/** Values parsed from the problem's text format. */
class TextValueSource extends ValueSource {
  constructor(text) {
    super();
    this.text = text;
  }

  values() {
    const tokens = this.text.split(/\s+/).filter(Boolean).map(Number);
    if (tokens.length === 0 || tokens.some(Number.isNaN)) throw new Error('expected the count first');
    const [count] = tokens;
    const parsed = tokens.slice(1, 1 + count);
    if (parsed.length !== count) throw new Error(`expected ${count} values, got ${parsed.length}`);
    return parsed;
  }
}

/** Counts distinct items of any iterable. */
class DistinctCounter {
  count(items) {
    const unique = new Set();
    for (const item of items) unique.add(item);
    return unique.size;
  }
}

/** Reads, counts and reports. */
class Application {
  constructor(source, counter) {
    this.source = source;
    this.counter = counter;
  }

  run() {
    return this.counter.count(this.source.values());
  }
}

function main() {
  const application = new Application(new TextValueSource(fs.readFileSync(0, 'utf8')), new DistinctCounter());
  try {
    console.log(String(application.run()));
  } catch (error) {
    console.error(`invalid input: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
