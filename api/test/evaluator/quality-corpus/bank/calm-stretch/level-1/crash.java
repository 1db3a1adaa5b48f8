import java.io.*;
import java.util.*;

public class Main {
    static final int MAX = 200_001;

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int[] readings = new int[n];
        for (int i = 0; i < n; i++) readings[i] = Integer.parseInt(tokens.nextToken());

        int[] result = longestCalmStretch(readings);
        System.out.println(result[0] + " " + result[1]);
    }

    // returns {length, 1-based start}
    static int[] longestCalmStretch(int[] readings) {
        int[] lastPos = new int[MAX];
        Arrays.fill(lastPos, -1);
        int left = 0, bestLen = 0, bestLeft = 0;
        for (int right = 0; right < readings.length; right++) {
            int value = readings[right];
            if (lastPos[value] >= left) left = lastPos[value] + 1;
            lastPos[value] = right;
            if (right - left + 1 > bestLen) {
                bestLen = right - left + 1;
                bestLeft = left;
            }
        }
        return new int[] {bestLen, bestLeft + 1};
    }
}
