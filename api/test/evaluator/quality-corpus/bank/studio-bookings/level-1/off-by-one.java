import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        long[][] events = new long[2 * n][];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(reader.readLine());
            long start = Long.parseLong(st.nextToken());
            long end = Long.parseLong(st.nextToken());
            events[2 * i] = new long[] {start, +1};
            events[2 * i + 1] = new long[] {end, -1};
        }
        // by time; at the same minute, handle a start before an end
        Arrays.sort(events, (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(b[1], a[1]));

        int open = 0, studios = 0;
        for (long[] event : events) {
            open += event[1];
            studios = Math.max(studios, open);
        }
        System.out.println(studios);
    }
}
