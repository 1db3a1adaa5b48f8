const fs = require('fs');

// ---------- domain ----------
type Minute = number;

interface Booking {
  readonly start: Minute;
  readonly end: Minute;
}

enum EventKind {
  // Ends sort before starts at the same minute: a studio freed at t can host a booking starting at t.
  Release = 0,
  Occupy = 1,
}

interface TimelineEvent {
  readonly minute: Minute;
  readonly kind: EventKind;
}

// ---------- policies ----------
interface IntervalSemantics {
  toEvents(booking: Booking): TimelineEvent[];
  order(a: TimelineEvent, b: TimelineEvent): number;
}

class HalfOpenIntervalSemantics implements IntervalSemantics {
  toEvents(booking: Booking): TimelineEvent[] {
    return [
      { minute: booking.start, kind: EventKind.Occupy },
      { minute: booking.end, kind: EventKind.Release },
    ];
  }

  order(a: TimelineEvent, b: TimelineEvent): number {
    return a.minute - b.minute || a.kind - b.kind;
  }
}

interface CapacityPlanner {
  minimumRooms(bookings: readonly Booking[]): number;
}

/** Sweep line over the sorted events; the peak number of simultaneous bookings is the answer. */
class SweepLineCapacityPlanner implements CapacityPlanner {
  constructor(private readonly semantics: IntervalSemantics) {}

  minimumRooms(bookings: readonly Booking[]): number {
    const events = bookings.flatMap((booking) => this.semantics.toEvents(booking));
    events.sort((a, b) => this.semantics.order(a, b));
    let occupied = 0;
    let peak = 0;
    for (const event of events) {
      occupied += event.kind === EventKind.Occupy ? 1 : -1;
      peak = Math.max(peak, occupied);
    }
    return peak;
  }
}

// ---------- I/O ----------
interface BookingSource {
  load(): Booking[];
}

class StdinBookingSource implements BookingSource {
  load(): Booking[] {
    const numbers = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    const bookings: Booking[] = [];
    for (let i = 0; i < numbers[0]; i++) bookings.push({ start: numbers[1 + 2 * i], end: numbers[2 + 2 * i] });
    return bookings;
  }
}

interface ResultReporter {
  report(rooms: number): void;
}

class ConsoleReporter implements ResultReporter {
  report(rooms: number): void {
    console.log(String(rooms));
  }
}

class StudioSchedulingService {
  constructor(
    private readonly source: BookingSource,
    private readonly planner: CapacityPlanner,
    private readonly reporter: ResultReporter,
  ) {}

  execute(): void {
    this.reporter.report(this.planner.minimumRooms(this.source.load()));
  }
}

new StudioSchedulingService(
  new StdinBookingSource(),
  new SweepLineCapacityPlanner(new HalfOpenIntervalSemantics()),
  new ConsoleReporter(),
).execute();
