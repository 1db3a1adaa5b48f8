import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] args) throws Exception {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(r.readLine().trim());
        HashMap<String, Long> m = new HashMap<>();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] p = r.readLine().split(" ");
            if (p[0].equals("EXPENSE")) {
                long a = Long.parseLong(p[2]);
                int k = Integer.parseInt(p[3]);
                if (m.containsKey(p[1])) m.put(p[1], m.get(p[1]) + a);
                else m.put(p[1], a);
                for (int j = 0; j < k; j++) {
                    long x = a / k;
                    if (j < a % k) x++;
                    if (m.containsKey(p[4 + j])) m.put(p[4 + j], m.get(p[4 + j]) - x);
                    else m.put(p[4 + j], -x);
                }
                sb.append("OK\n");
            } else {
                if (m.containsKey(p[1])) sb.append(m.get(p[1])).append("\n");
                else sb.append("0\n");
            }
        }
        System.out.print(sb);
    }
}
