import java.io.*;
import java.util.*;

public class Main {
    static long[] runningTotals(long[] fares) {
        // total[i] = fares[0] + ... + fares[i]
        long[] total = new long[fares.length];
        long sum = 0;
        for (int i = 0; i < fares.length; i++) {
            sum += fares[i];
            total[i] = sum;
        }
        return total;
    }

    static long collected(long[] total, int l, int r) {
        if (l == 1) return total[r - 1];
        return total[r - 1] - total[l - 1];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int q = (int) in.nval;
        long[] fares = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            fares[i] = (long) in.nval;
        }
        long[] total = runningTotals(fares);

        StringBuilder out = new StringBuilder();
        for (int j = 0; j < q; j++) {
            in.nextToken();
            int l = (int) in.nval;
            in.nextToken();
            int r = (int) in.nval;
            out.append(collected(total, l, r)).append('\n');
        }
        System.out.print(out);
    }
}
