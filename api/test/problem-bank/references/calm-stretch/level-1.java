import java.io.*;
import java.util.HashMap;

public class Main {
    /** Reads whitespace-separated integers from stdin quickly. */
    static final class Input {
        private final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

        long nextLong() throws IOException {
            int c = in.read();
            while (c == ' ' || c == '\n' || c == '\r') c = in.read();
            boolean negative = c == '-';
            if (negative) c = in.read();
            long value = 0;
            while (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
                c = in.read();
            }
            return negative ? -value : value;
        }

        int nextInt() throws IOException {
            return (int) nextLong();
        }
    }

    static int[] longestDistinctStretch(long[] readings) {
        HashMap<Long, Integer> lastSeen = new HashMap<>();
        int left = 0, bestLength = 0, bestStart = 0;
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
