const fs = require('fs');

// ---------- domain types ----------
type StationNumber = number;
type Rupees = number;

interface RangeQuery {
  readonly first: StationNumber;
  readonly last: StationNumber;
}

interface LedgerInput {
  readonly collections: readonly Rupees[];
  readonly queries: readonly RangeQuery[];
}

// ---------- range-sum abstraction ----------
interface RangeSumIndex {
  sum(query: RangeQuery): Rupees;
}

interface RangeSumIndexFactory {
  build(values: readonly Rupees[]): RangeSumIndex;
}

/** prefix[i] holds the total of stations 1..i, so any range is one subtraction. */
class PrefixSumIndex implements RangeSumIndex {
  private constructor(private readonly prefix: Float64Array) {}

  static from(values: readonly Rupees[]): PrefixSumIndex {
    const prefix = new Float64Array(values.length + 1);
    values.forEach((value, index) => {
      prefix[index + 1] = prefix[index] + value;
    });
    return new PrefixSumIndex(prefix);
  }

  sum({ first, last }: RangeQuery): Rupees {
    return this.prefix[last] - this.prefix[first - 1];
  }
}

class PrefixSumIndexFactory implements RangeSumIndexFactory {
  build(values: readonly Rupees[]): RangeSumIndex {
    return PrefixSumIndex.from(values);
  }
}

// ---------- I/O ----------
interface InputSource {
  read(): string;
}

class StdinSource implements InputSource {
  read(): string {
    return fs.readFileSync(0, 'utf8');
  }
}

interface OutputSink {
  writeLines(lines: readonly string[]): void;
}

class StdoutSink implements OutputSink {
  writeLines(lines: readonly string[]): void {
    process.stdout.write(lines.join('\n') + '\n');
  }
}

class LedgerInputParser {
  parse(raw: string): LedgerInput {
    const tokens = raw.split(/\s+/).filter(Boolean).map(Number);
    const [stationCount, queryCount] = tokens;
    const collections = tokens.slice(2, 2 + stationCount);
    const queries: RangeQuery[] = [];
    const offset = 2 + stationCount;
    for (let i = 0; i < queryCount; i++) {
      queries.push({ first: tokens[offset + 2 * i], last: tokens[offset + 2 * i + 1] });
    }
    return { collections, queries };
  }
}

// ---------- service ----------
class StationLedgerService {
  constructor(
    private readonly source: InputSource,
    private readonly parser: LedgerInputParser,
    private readonly indexFactory: RangeSumIndexFactory,
    private readonly sink: OutputSink,
  ) {}

  run(): void {
    const input = this.parser.parse(this.source.read());
    const index = this.indexFactory.build(input.collections);
    this.sink.writeLines(input.queries.map((query) => String(index.sum(query))));
  }
}

new StationLedgerService(new StdinSource(), new LedgerInputParser(), new PrefixSumIndexFactory(), new StdoutSink()).run();
