import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] a) throws Exception {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer t = new StringTokenizer(r.readLine());
        int n = Integer.parseInt(t.nextToken()), q = Integer.parseInt(t.nextToken());
        long[] p = new long[n + 1];
        t = new StringTokenizer(r.readLine());
        for (int i = 0; i < n; i++) p[i + 1] = p[i] + Long.parseLong(t.nextToken());
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < q; i++) {
            t = new StringTokenizer(r.readLine());
            int x = Integer.parseInt(t.nextToken()), y = Integer.parseInt(t.nextToken());
            s.append(p[y] - p[x - 1]).append("\n");
        }
        System.out.print(s);
    }
}
