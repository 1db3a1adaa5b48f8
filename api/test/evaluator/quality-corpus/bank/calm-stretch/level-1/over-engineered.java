import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;

public class Main {

    /** Tunables of the analysis run. */
    record AnalysisConfig(int bufferBytes, int positionBase) {
        static AnalysisConfig standard() {
            return new AnalysisConfig(1 << 16, 1);
        }
    }

    /** A stretch of readings: its length and 0-based first index. */
    record Stretch(int length, int startIndex) {
        static final Stretch EMPTY = new Stretch(0, 0);

        boolean isLongerThan(Stretch other) {
            return length > other.length;
        }
    }

    interface ReadingSource {
        long[] readAll() throws IOException;
    }

    /** Reads "n" followed by n readings with a small hand-rolled tokenizer. */
    static final class StreamReadingSource implements ReadingSource {
        private final DataInputStream stream;

        StreamReadingSource(InputStream in, AnalysisConfig config) {
            this.stream = new DataInputStream(new BufferedInputStream(in, config.bufferBytes()));
        }

        private long nextLong() throws IOException {
            int next = stream.read();
            while (next == ' ' || next == '\n' || next == '\r') next = stream.read();
            long value = 0;
            while (next >= '0' && next <= '9') {
                value = value * 10 + (next - '0');
                next = stream.read();
            }
            return value;
        }

        @Override
        public long[] readAll() throws IOException {
            int count = (int) nextLong();
            long[] readings = new long[count];
            for (int i = 0; i < count; i++) readings[i] = nextLong();
            return readings;
        }
    }

    /** Strategy for finding the calm stretch, so another rule could be plugged in. */
    interface StretchFinder {
        Stretch longest(long[] readings);
    }

    /** A window of distinct readings that slides right, remembering where each value was last seen. */
    static final class DistinctWindow {
        private final Map<Long, Integer> lastSeen = new HashMap<>();
        private int start = 0;

        /** Admits the reading at {@code index} and returns the window that now ends there. */
        Stretch admit(long reading, int index) {
            Integer previous = lastSeen.put(reading, index);
            if (previous != null && previous >= start) start = previous + 1;
            return new Stretch(index - start + 1, start);
        }
    }

    /** One pass, O(n): the earliest longest stretch wins because only a strictly longer one replaces it. */
    static final class SlidingWindowFinder implements StretchFinder {
        @Override
        public Stretch longest(long[] readings) {
            DistinctWindow window = new DistinctWindow();
            Stretch best = Stretch.EMPTY;
            for (int index = 0; index < readings.length; index++) {
                Stretch current = window.admit(readings[index], index);
                if (current.isLongerThan(best)) best = current;
            }
            return best;
        }
    }

    interface ReportFormatter {
        String format(Stretch stretch);
    }

    static final class PlainReportFormatter implements ReportFormatter {
        private final AnalysisConfig config;

        PlainReportFormatter(AnalysisConfig config) {
            this.config = config;
        }

        @Override
        public String format(Stretch stretch) {
            return stretch.length() + " " + (stretch.startIndex() + config.positionBase());
        }
    }

    static final class FinderFactory {
        static StretchFinder forLevel(int level) {
            return new SlidingWindowFinder();
        }
    }

    /** The sensor analysis service: source in, report out. */
    static final class CalmStretchService {
        private final ReadingSource source;
        private final StretchFinder finder;
        private final ReportFormatter formatter;

        CalmStretchService(ReadingSource source, StretchFinder finder, ReportFormatter formatter) {
            this.source = source;
            this.finder = finder;
            this.formatter = formatter;
        }

        String run() throws IOException {
            return formatter.format(finder.longest(source.readAll()));
        }
    }

    public static void main(String[] args) throws IOException {
        AnalysisConfig config = AnalysisConfig.standard();
        CalmStretchService service = new CalmStretchService(
                new StreamReadingSource(System.in, config),
                FinderFactory.forLevel(1),
                new PlainReportFormatter(config));
        System.out.println(service.run());
    }
}
