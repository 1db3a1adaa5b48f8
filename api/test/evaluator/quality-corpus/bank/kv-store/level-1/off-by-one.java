import java.io.*;
import java.util.*;

public class Main {
    static Map<String, String> data = new HashMap<>();
    static Map<String, Integer> counts = new HashMap<>();

    static void removeOne(String value) {
        counts.merge(value, -1, Integer::sum);
        if (counts.get(value) <= 1) {
            counts.remove(value);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            String cmd = st.nextToken();
            String arg = st.nextToken();
            switch (cmd) {
                case "SET": {
                    String value = st.nextToken();
                    if (data.containsKey(arg)) removeOne(data.get(arg));
                    data.put(arg, value);
                    counts.put(value, counts.getOrDefault(value, 0) + 1);
                    out.append("OK\n");
                    break;
                }
                case "GET":
                    out.append(data.getOrDefault(arg, "NULL")).append('\n');
                    break;
                case "DELETE":
                    if (data.containsKey(arg)) {
                        removeOne(data.remove(arg));
                        out.append("DELETED\n");
                    } else {
                        out.append("NOT_FOUND\n");
                    }
                    break;
                case "COUNT":
                    out.append(counts.getOrDefault(arg, 0)).append('\n');
                    break;
            }
        }
        System.out.print(out);
    }
}
