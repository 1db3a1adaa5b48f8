import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        int[] starts = new int[n];
        int[] ends = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            starts[i] = (int) in.nval;
            in.nextToken();
            ends[i] = (int) in.nval;
        }
        Arrays.sort(starts);
        Arrays.sort(ends);

        // the busiest minute: when the most bookings are running at the same time
        int running = 0, most = 0, busiestMinute = 0;
        int j = 0;
        for (int i = 0; i < n; i++) {
            while (j < n && ends[j] <= starts[i]) {
                running--;
                j++;
            }
            running++;
            if (running > most) {
                most = running;
                busiestMinute = starts[i];
            }
        }
        System.out.println(busiestMinute);
    }
}
