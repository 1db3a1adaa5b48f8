import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        long[] readings = new long[n];
        for (int i = 0; i < n; i++) readings[i] = Long.parseLong(tokens.nextToken());
        // the last position of every reading seen so far, looked up by scanning the list
        List<Long> seenValues = new ArrayList<>();
        List<Integer> seenAt = new ArrayList<>();
        int left = 0, bestLength = 0, bestStart = 0;
        for (int right = 0; right < n; right++) {
            int slot = seenValues.indexOf(readings[right]);
            if (slot == -1) {
                seenValues.add(readings[right]);
                seenAt.add(right);
            } else {
                if (seenAt.get(slot) >= left) left = seenAt.get(slot) + 1;
                seenAt.set(slot, right);
            }
            if (right - left + 1 > bestLength) {
                bestLength = right - left + 1;
                bestStart = left;
            }
        }
        System.out.println(bestLength + " " + (bestStart + 1));
    }
}
