import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) throws Exception {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        StreamTokenizer t = new StreamTokenizer(r);
        t.nextToken();
        int n = (int) t.nval;
        long[][] e = new long[2 * n][2];
        for (int i = 0; i < n; i++) {
            t.nextToken();
            e[2 * i][0] = (long) t.nval;
            e[2 * i][1] = 1;
            t.nextToken();
            e[2 * i + 1][0] = (long) t.nval;
            e[2 * i + 1][1] = -1;
        }
        Arrays.sort(e, (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        int c = 0, m = 0;
        for (int i = 0; i < 2 * n; i++) {
            c += e[i][1];
            if (c > m) m = c;
        }
        System.out.println(m);
    }
}
