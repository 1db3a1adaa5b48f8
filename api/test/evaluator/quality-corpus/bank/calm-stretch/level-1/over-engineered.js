'use strict';
// Finds the longest stretch of sensor readings in which no reading repeats, and where it starts.
const fs = require('fs');

const POSITION_BASE = 1; // positions are reported 1-based

/** A contiguous run of readings: its length and its 0-based start. */
class Stretch {
  constructor(length, start) {
    this.length = length;
    this.start = start;
  }

  /** Longer wins; on equal length the earlier start wins. */
  beats(other) {
    if (this.length !== other.length) return this.length > other.length;
    return this.start < other.start;
  }
}

/** Strategy for finding the best stretch of a sequence of readings. */
class StretchFinder {
  find(readings) {
    throw new Error(`${this.constructor.name} must implement find(${readings.length} readings)`);
  }
}

/** One pass: the window of distinct readings ends at the current reading. */
class SlidingWindowFinder extends StretchFinder {
  find(readings) {
    let best = new Stretch(0, 0);
    for (const candidate of this.windows(readings)) {
      if (candidate.beats(best)) best = candidate;
    }
    return best;
  }

  /** Yields a window only when it grows past every earlier window's length. */
  *windows(readings) {
    const lastSeen = new Map();
    let windowStart = 0;
    let longest = 0;
    for (let position = 0; position < readings.length; position++) {
      const previous = lastSeen.get(readings[position]);
      if (previous !== undefined && previous >= windowStart) windowStart = previous + 1;
      lastSeen.set(readings[position], position);
      if (position - windowStart + 1 > longest) {
        longest = position - windowStart + 1;
        yield new Stretch(longest, windowStart);
      }
    }
  }
}

/** Reads n and the n readings. */
class ReadingsParser {
  parse(text) {
    const tokens = text.split(/\s+/).filter(Boolean).map(Number);
    if (tokens.length === 0 || tokens.some(Number.isNaN)) throw new Error('expected n first');
    const [count] = tokens;
    const readings = tokens.slice(1, 1 + count);
    if (readings.length !== count) {
      throw new Error(`expected ${count} readings, got ${readings.length}`);
    }
    return readings;
  }
}

/** Formats a stretch as 'length start' with a 1-based start. */
class StretchReport {
  render(stretch) {
    return `${stretch.length} ${stretch.start + POSITION_BASE}`;
  }
}

function main() {
  const finder = new SlidingWindowFinder();
  try {
    const readings = new ReadingsParser().parse(fs.readFileSync(0, 'utf8'));
    console.log(new StretchReport().render(finder.find(readings)));
  } catch (error) {
    console.error(`invalid input: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
