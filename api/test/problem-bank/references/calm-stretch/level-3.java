import java.io.*;
import java.util.ArrayDeque;
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

    /** Two pointers; a count per reading and two monotonic deques for the window's min and max. */
    static int[] longestCalmStretch(long[] readings, int maxRepeats, long maxSpread) {
        HashMap<Long, Integer> counts = new HashMap<>();
        ArrayDeque<Integer> minima = new ArrayDeque<>();
        ArrayDeque<Integer> maxima = new ArrayDeque<>();
        int left = 0, bestLength = 0, bestStart = 0;
        for (int right = 0; right < readings.length; right++) {
            long value = readings[right];
            counts.merge(value, 1, Integer::sum);
            while (!minima.isEmpty() && readings[minima.peekLast()] >= value) minima.pollLast();
            minima.addLast(right);
            while (!maxima.isEmpty() && readings[maxima.peekLast()] <= value) maxima.pollLast();
            maxima.addLast(right);
            while (counts.get(value) > maxRepeats || readings[maxima.peekFirst()] - readings[minima.peekFirst()] > maxSpread) {
                counts.merge(readings[left], -1, Integer::sum);
                if (minima.peekFirst() == left) minima.pollFirst();
                if (maxima.peekFirst() == left) maxima.pollFirst();
                left++;
            }
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
        int k = input.nextInt();
        long d = input.nextLong();
        long[] readings = new long[n];
        for (int i = 0; i < n; i++) readings[i] = input.nextLong();
        int[] answer = longestCalmStretch(readings, k, d);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
