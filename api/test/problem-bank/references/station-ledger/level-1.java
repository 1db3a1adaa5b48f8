import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;

public class Main {

    /** Reads whitespace-separated integers from stdin quickly. */
    static final class Input {
        private static final int BUFFER_BYTES = 65_536;
        private final DataInputStream stream = new DataInputStream(new BufferedInputStream(System.in, BUFFER_BYTES));

        long nextLong() throws IOException {
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

        int nextInt() throws IOException {
            return (int) nextLong();
        }
    }

    /** prefix[i] is the total fare of the first i stations. */
    static long[] prefixSums(long[] fares) {
        long[] prefix = new long[fares.length + 1];
        for (int i = 0; i < fares.length; i++) prefix[i + 1] = prefix[i] + fares[i];
        return prefix;
    }

    static long journeyTotal(long[] prefix, int left, int right) {
        return prefix[right] - prefix[left - 1];
    }

    public static void main(String[] args) throws IOException {
        Input input = new Input();
        int stationCount = input.nextInt();
        int journeyCount = input.nextInt();
        long[] fares = new long[stationCount];
        for (int i = 0; i < stationCount; i++) fares[i] = input.nextLong();
        long[] prefix = prefixSums(fares);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < journeyCount; i++) {
            int left = input.nextInt();
            int right = input.nextInt();
            out.append(journeyTotal(prefix, left, right)).append('\n');
        }
        System.out.print(out);
    }
}
