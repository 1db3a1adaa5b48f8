import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        long[] starts = new long[n], ends = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            starts[i] = (long) in.nval;
            in.nextToken();
            ends[i] = (long) in.nval;
        }
        int most = 0;
        for (int i = 0; i < n; i++) {
            // how many bookings are running when booking i starts
            int running = 0;
            for (int j = 0; j < n; j++) {
                if (starts[j] <= starts[i] && starts[i] < ends[j]) running++;
            }
            most = Math.max(most, running);
        }
        System.out.println(most);
    }
}
