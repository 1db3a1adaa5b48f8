import java.io.*;
import java.util.*;

public class Main {
    // minutes never go past a million, so one counter per minute is fine
    static final int MAX_MINUTE = 1_000_000;

    static int studiosNeeded(int[][] bookings) {
        int[] change = new int[MAX_MINUTE + 1];
        for (int[] booking : bookings) {
            change[booking[0]]++;
            change[booking[1]]--;
        }
        int running = 0, best = 0;
        for (int minute = 0; minute <= MAX_MINUTE; minute++) {
            running += change[minute];
            best = Math.max(best, running);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[][] bookings = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            bookings[i][0] = (int) in.nval;
            in.nextToken();
            bookings[i][1] = (int) in.nval;
        }
        System.out.println(studiosNeeded(bookings));
    }
}
