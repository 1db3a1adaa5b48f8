import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

public class Main {

    /** Knobs of the ledger service. */
    record LedgerConfig(int bufferBytes, boolean oneBasedStations) {
        static LedgerConfig standard() {
            return new LedgerConfig(1 << 16, true);
        }
    }

    /** A finance-team question: stations {@code first} to {@code last}, both included. */
    record RangeQuery(int first, int last) {}

    /** The parsed day: every station's collection and the questions about it. */
    record LedgerDay(long[] collections, List<RangeQuery> queries) {}

    interface NumberSource {
        long nextLong() throws IOException;

        default int nextInt() throws IOException {
            return (int) nextLong();
        }
    }

    static final class StreamNumberSource implements NumberSource {
        private final DataInputStream stream;

        StreamNumberSource(InputStream in, int bufferBytes) {
            stream = new DataInputStream(new BufferedInputStream(in, bufferBytes));
        }

        @Override
        public long nextLong() throws IOException {
            int next = stream.read();
            while (next == ' ' || next == '\n' || next == '\r') next = stream.read();
            boolean negative = next == '-';
            if (negative) next = stream.read();
            long value = 0;
            while (next >= '0' && next <= '9') {
                value = value * 10 + (next - '0');
                next = stream.read();
            }
            return negative ? -value : value;
        }
    }

    interface LedgerParser {
        LedgerDay parse(NumberSource source) throws IOException;
    }

    static final class DefaultLedgerParser implements LedgerParser {
        @Override
        public LedgerDay parse(NumberSource source) throws IOException {
            int stationCount = source.nextInt();
            int queryCount = source.nextInt();
            long[] collections = new long[stationCount];
            for (int i = 0; i < stationCount; i++) collections[i] = source.nextLong();
            List<RangeQuery> queries = new ArrayList<>(queryCount);
            for (int i = 0; i < queryCount; i++) queries.add(new RangeQuery(source.nextInt(), source.nextInt()));
            return new LedgerDay(collections, queries);
        }
    }

    /** Answers range totals; an index could be a prefix array, a Fenwick tree, a segment tree… */
    interface RangeSumIndex {
        long sum(int fromInclusive, int toExclusive);
    }

    interface RangeSumIndexFactory {
        RangeSumIndex build(long[] values);
    }

    /** prefix[i] is the total of the first i values: O(n) to build, O(1) per question. */
    static final class PrefixSumIndex implements RangeSumIndex {
        private final long[] prefix;

        PrefixSumIndex(long[] values) {
            prefix = new long[values.length + 1];
            for (int i = 0; i < values.length; i++) prefix[i + 1] = prefix[i] + values[i];
        }

        @Override
        public long sum(int fromInclusive, int toExclusive) {
            return prefix[toExclusive] - prefix[fromInclusive];
        }
    }

    /** Turns station numbers into array bounds, so the index never sees the numbering convention. */
    static final class StationRangeTranslator {
        private final int offset;

        StationRangeTranslator(LedgerConfig config) {
            offset = config.oneBasedStations() ? 1 : 0;
        }

        int fromInclusive(RangeQuery query) {
            return query.first() - offset;
        }

        int toExclusive(RangeQuery query) {
            return query.last() - offset + 1;
        }
    }

    static final class LedgerQueryService {
        private final RangeSumIndexFactory indexFactory;
        private final StationRangeTranslator translator;

        LedgerQueryService(RangeSumIndexFactory indexFactory, StationRangeTranslator translator) {
            this.indexFactory = indexFactory;
            this.translator = translator;
        }

        String answerAll(LedgerDay day) {
            RangeSumIndex index = indexFactory.build(day.collections());
            StringBuilder out = new StringBuilder();
            for (RangeQuery query : day.queries()) {
                out.append(index.sum(translator.fromInclusive(query), translator.toExclusive(query))).append('\n');
            }
            return out.toString();
        }
    }

    public static void main(String[] args) throws IOException {
        LedgerConfig config = LedgerConfig.standard();
        LedgerDay day = new DefaultLedgerParser().parse(new StreamNumberSource(System.in, config.bufferBytes()));
        LedgerQueryService service = new LedgerQueryService(PrefixSumIndex::new, new StationRangeTranslator(config));
        System.out.print(service.answerAll(day));
    }
}
