import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer st = new StreamTokenizer(new BufferedInputStream(System.in));
        st.nextToken();
        int n = (int) st.nval;
        st.nextToken();
        int m = (int) st.nval;
        ArrayList<Integer>[] g = new ArrayList[n + 1];
        for (int i = 0; i <= n; i++) g[i] = new ArrayList<>();
        int[] d = new int[n + 1];
        for (int i = 0; i < m; i++) {
            st.nextToken();
            int a = (int) st.nval;
            st.nextToken();
            int b = (int) st.nval;
            g[a].add(b);
            d[b]++;
        }
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int i = 1; i <= n; i++) if (d[i] == 0) pq.add(i);
        int[] r = new int[n];
        int k = 0;
        while (pq.size() > 0) {
            int x = pq.poll();
            r[k++] = x;
            for (int y : g[x]) {
                d[y]--;
                if (d[y] == 0) pq.add(y);
            }
        }
        if (k != n) {
            System.out.println("CYCLE");
        } else {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) sb.append(r[i]).append(i == n - 1 ? "\n" : " ");
            System.out.print(sb);
        }
    }
}
