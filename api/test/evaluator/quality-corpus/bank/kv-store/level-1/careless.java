import java.util.*;
import java.io.*;

public class Main {
    public static void main(String[] x) throws Exception {
        BufferedReader b = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(b.readLine().trim());
        HashMap<String, String> d = new HashMap<>();
        HashMap<String, Integer> c = new HashMap<>();
        StringBuilder o = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] a = b.readLine().split(" ");
            if (a[0].equals("SET")) {
                if (d.containsKey(a[1])) c.put(d.get(a[1]), c.get(d.get(a[1])) - 1);
                d.put(a[1], a[2]);
                c.put(a[2], c.getOrDefault(a[2], 0) + 1);
                o.append("OK\n");
            } else if (a[0].equals("GET")) {
                if (d.containsKey(a[1])) o.append(d.get(a[1]) + "\n");
                else o.append("NULL\n");
            } else if (a[0].equals("DELETE")) {
                if (d.containsKey(a[1])) {
                    c.put(d.get(a[1]), c.get(d.get(a[1])) - 1);
                    d.remove(a[1]);
                    o.append("DELETED\n");
                } else o.append("NOT_FOUND\n");
            } else {
                o.append(c.getOrDefault(a[1], 0) + "\n");
            }
        }
        System.out.print(o);
    }
}
