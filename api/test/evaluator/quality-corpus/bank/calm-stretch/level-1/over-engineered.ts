const fs = require('fs');

/** Where a stretch lies in the series (0-based start). */
interface StretchResult {
  readonly length: number;
  readonly startIndex: number;
}

interface TieBreakPolicy {
  /** true when the candidate should replace the current best. */
  prefers(candidate: StretchResult, current: StretchResult): boolean;
}

class LongestThenEarliestPolicy implements TieBreakPolicy {
  prefers(candidate: StretchResult, current: StretchResult): boolean {
    return candidate.length > current.length;
  }
}

interface OccurrenceIndex<K> {
  lastPosition(key: K): number | undefined;
  record(key: K, position: number): void;
}

class MapOccurrenceIndex<K> implements OccurrenceIndex<K> {
  private readonly positions = new Map<K, number>();

  lastPosition(key: K): number | undefined {
    return this.positions.get(key);
  }

  record(key: K, position: number): void {
    this.positions.set(key, position);
  }
}

interface StretchFinder<T> {
  find(series: readonly T[]): StretchResult;
}

/** Sliding window whose left edge jumps past the previous copy of the reading entering on the right. */
class DistinctWindowFinder<T> implements StretchFinder<T> {
  constructor(
    private readonly policy: TieBreakPolicy,
    private readonly indexFactory: () => OccurrenceIndex<T>,
  ) {}

  find(series: readonly T[]): StretchResult {
    const occurrences = this.indexFactory();
    let windowStart = 0;
    let best: StretchResult = { length: 0, startIndex: 0 };
    for (let position = 0; position < series.length; position++) {
      const previous = occurrences.lastPosition(series[position]);
      if (previous !== undefined && previous >= windowStart) windowStart = previous + 1;
      occurrences.record(series[position], position);
      const candidate: StretchResult = { length: position - windowStart + 1, startIndex: windowStart };
      if (this.policy.prefers(candidate, best)) best = candidate;
    }
    return best;
  }
}

interface SensorLog {
  readonly readings: readonly number[];
}

class SensorLogReader {
  read(raw: string): SensorLog {
    const tokens = raw.split(/\s+/).filter(Boolean).map(Number);
    const count = tokens[0];
    return { readings: tokens.slice(1, 1 + count) };
  }
}

class StretchReportFormatter {
  constructor(private readonly positionBase: number) {}

  format(result: StretchResult): string {
    return `${result.length} ${result.startIndex + this.positionBase}`;
  }
}

class CalmStretchService {
  constructor(
    private readonly reader: SensorLogReader,
    private readonly finder: StretchFinder<number>,
    private readonly formatter: StretchReportFormatter,
  ) {}

  analyse(raw: string): string {
    const log = this.reader.read(raw);
    return this.formatter.format(this.finder.find(log.readings));
  }
}

const ONE_BASED = 1;
const service = new CalmStretchService(
  new SensorLogReader(),
  new DistinctWindowFinder<number>(new LongestThenEarliestPolicy(), () => new MapOccurrenceIndex<number>()),
  new StretchReportFormatter(ONE_BASED),
);
console.log(service.analyse(fs.readFileSync(0, 'utf8')));
