import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(tokens.nextToken());
        int q = Integer.parseInt(tokens.nextToken());
        long[] fares = new long[n];
        tokens = new StringTokenizer(reader.readLine());
        for (int i = 0; i < n; i++) fares[i] = Long.parseLong(tokens.nextToken());
        StringBuilder out = new StringBuilder();
        for (int query = 0; query < q; query++) {
            tokens = new StringTokenizer(reader.readLine());
            int left = Integer.parseInt(tokens.nextToken());
            int right = Integer.parseInt(tokens.nextToken());
            long total = 0;
            for (int i = left - 1; i < right; i++) total += fares[i];
            out.append(total).append('\n');
        }
        System.out.print(out);
    }
}
