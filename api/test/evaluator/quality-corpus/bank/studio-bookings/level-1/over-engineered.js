'use strict';
// Computes the smallest number of recording studios that can host every booking [s, e).
const fs = require('fs');

/** Ends sort before starts at the same minute: back-to-back bookings share a studio. */
const EventKind = Object.freeze({ END: -1, START: 1 });

/** A half-open interval [start, end) in minutes. */
class Booking {
  constructor(start, end) {
    this.start = start;
    this.end = end;
  }
}

/** Reads n and the n bookings. */
class BookingParser {
  parse(text) {
    const tokens = text.split(/\s+/).filter(Boolean).map(Number);
    const count = tokens[0];
    const bookings = [];
    for (let index = 0; index < count; index++) {
      bookings.push(new Booking(tokens[1 + 2 * index], tokens[2 + 2 * index]));
    }
    return bookings;
  }
}

/** Strategy: how many studios the bookings need. */
class CapacityPlanner {
  studiosNeeded(bookings) {
    throw new Error(`${this.constructor.name} must implement studiosNeeded(${bookings.length})`);
  }
}

/** The answer is the largest number of bookings in progress at once: sweep the events in order. */
class SweepLinePlanner extends CapacityPlanner {
  studiosNeeded(bookings) {
    const events = SweepLinePlanner.events(bookings);
    events.sort((a, b) => a.minute - b.minute || a.change - b.change);
    let inProgress = 0;
    let peak = 0;
    for (const event of events) {
      inProgress += event.change;
      peak = Math.max(peak, inProgress);
    }
    return peak;
  }

  static events(bookings) {
    const events = [];
    for (const booking of bookings) {
      events.push({ minute: booking.start, change: EventKind.START });
      events.push({ minute: booking.end, change: EventKind.END });
    }
    return events;
  }
}

/** Front door: delegates to whichever planner it is given. */
class StudioScheduler {
  constructor(planner) {
    this.planner = planner;
  }

  plan(bookings) {
    return this.planner.studiosNeeded(bookings);
  }
}

function main() {
  const bookings = new BookingParser().parse(fs.readFileSync(0, 'utf8'));
  console.log(String(new StudioScheduler(new SweepLinePlanner()).plan(bookings)));
}

main();
