import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(br.readLine().trim());
        HashMap<String, long[]> m = new HashMap<>();
        long k = -1, w = 1;
        int g = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] p = br.readLine().split(" ");
            if (p[0].equals("LIMIT")) {
                k = Long.parseLong(p[1]);
                w = Long.parseLong(p[2]);
                g++;
                sb.append("OK\n");
            } else if (p[0].equals("REQUEST")) {
                long t = Long.parseLong(p[1]);
                long[] c = m.get(p[2]);
                if (c == null) {
                    c = new long[] {0, 0, -1, 0, 0};
                    m.put(p[2], c);
                }
                if (k < 0) {
                    c[0]++;
                    sb.append("ALLOW\n");
                    continue;
                }
                if (c[4] != g || c[2] != t / w) {
                    c[4] = g;
                    c[2] = t / w;
                    c[3] = 0;
                }
                if (c[3] < k) {
                    c[3]++;
                    c[0]++;
                    sb.append("ALLOW\n");
                } else {
                    c[1]++;
                    sb.append("DENY\n");
                }
            } else {
                long[] c = m.get(p[1]);
                if (c == null) sb.append("0 0\n");
                else sb.append(c[0] + " " + c[1] + "\n");
            }
        }
        System.out.print(sb);
    }
}
