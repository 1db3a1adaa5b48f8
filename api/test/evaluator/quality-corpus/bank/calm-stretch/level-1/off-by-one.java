import java.io.*;
import java.util.*;

public class Main {
    static int bestLength = 0;
    static int bestStart = 0;

    static void findLongestStretch(int[] readings) {
        Map<Integer, Integer> lastIndex = new HashMap<>();
        int windowStart = 0;
        for (int i = 0; i < readings.length; i++) {
            Integer seenAt = lastIndex.get(readings[i]);
            if (seenAt != null && seenAt >= windowStart) {
                windowStart = seenAt + 1;
            }
            lastIndex.put(readings[i], i);
            int length = i - windowStart + 1;
            if (length >= bestLength) {
                bestLength = length;
                bestStart = windowStart;
            }
        }
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        int[] readings = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            readings[i] = (int) in.nval;
        }
        findLongestStretch(readings);
        System.out.println(bestLength + " " + (bestStart + 1));
    }
}
