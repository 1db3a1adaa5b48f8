import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.HashMap;

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

    static int[] longestDistinctStretch(long[] readings) {
        HashMap<Long, Integer> lastSeen = new HashMap<>();
        int left = 0;
        int bestLength = 0;
        int bestStart = 0;
        for (int right = 0; right < readings.length; right++) {
            Integer previous = lastSeen.get(readings[right]);
            if (previous != null && previous >= left) left = previous + 1;
            lastSeen.put(readings[right], right);
            if (right - left + 1 > bestLength) {
                bestLength = right - left + 1;
                bestStart = left;
            }
        }
        return new int[] {bestLength, bestStart + 1};
    }

    public static void main(String[] args) throws IOException {
        Input input = new Input();
        int n = input.nextInt();
        long[] readings = new long[n];
        for (int i = 0; i < n; i++) readings[i] = input.nextLong();
        int[] answer = longestDistinctStretch(readings);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
