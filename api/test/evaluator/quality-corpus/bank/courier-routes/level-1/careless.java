import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer t = new StreamTokenizer(new BufferedInputStream(System.in));
        t.nextToken();
        int n = (int) t.nval;
        t.nextToken();
        int m = (int) t.nval;
        ArrayList<Integer>[] g = new ArrayList[n + 1];
        for (int i = 0; i <= n; i++) g[i] = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            t.nextToken();
            int a = (int) t.nval;
            t.nextToken();
            int b = (int) t.nval;
            g[a].add(b);
            g[b].add(a);
        }
        int[] d = new int[n + 1];
        Arrays.fill(d, -1);
        d[1] = 0;
        int[] q = new int[n + 5];
        int h = 0, e = 0;
        q[e++] = 1;
        while (h < e) {
            int x = q[h++];
            for (int y : g[x]) {
                if (d[y] == -1) {
                    d[y] = d[x] + 1;
                    q[e++] = y;
                }
            }
        }
        System.out.println(d[n]);
    }
}
