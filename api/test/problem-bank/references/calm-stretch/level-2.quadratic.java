import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(tokens.nextToken());
        int k = Integer.parseInt(tokens.nextToken());
        tokens = new StringTokenizer(reader.readLine());
        long[] readings = new long[n];
        for (int i = 0; i < n; i++) readings[i] = Long.parseLong(tokens.nextToken());
        int bestLength = 0, bestStart = 0;
        for (int start = 0; start < n; start++) {
            Map<Long, Integer> counts = new HashMap<>();
            boolean calm = true;
            for (int end = start; end < n; end++) {
                int seen = counts.merge(readings[end], 1, Integer::sum);
                if (seen > k) calm = false;
                if (calm && end - start + 1 > bestLength) {
                    bestLength = end - start + 1;
                    bestStart = start;
                }
            }
        }
        System.out.println(bestLength + " " + (bestStart + 1));
    }
}
