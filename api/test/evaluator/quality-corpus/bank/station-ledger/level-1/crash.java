import java.io.*;
import java.util.*;

public class Main {
    static long[] tree;
    static long[] fares;

    static void build(int node, int lo, int hi) {
        if (lo == hi) {
            tree[node] = fares[lo];
            return;
        }
        int mid = (lo + hi) / 2;
        build(2 * node, lo, mid);
        build(2 * node + 1, mid + 1, hi);
        tree[node] = tree[2 * node] + tree[2 * node + 1];
    }

    static long query(int node, int lo, int hi, int l, int r) {
        if (r < lo || hi < l) return 0;
        if (l <= lo && hi <= r) return tree[node];
        int mid = (lo + hi) / 2;
        return query(2 * node, lo, mid, l, r) + query(2 * node + 1, mid + 1, hi, l, r);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        fares = new long[n + 1];
        st = new StringTokenizer(reader.readLine());
        for (int i = 1; i <= n; i++) fares[i] = Long.parseLong(st.nextToken());

        tree = new long[2 * n];
        build(1, 1, n);

        StringBuilder answers = new StringBuilder();
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(reader.readLine());
            int l = Integer.parseInt(st.nextToken());
            int r = Integer.parseInt(st.nextToken());
            answers.append(query(1, 1, n, l, r)).append('\n');
        }
        System.out.print(answers);
    }
}
