import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        Map<String, String> values = new HashMap<>();
        Map<String, Integer> holders = new HashMap<>();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] parts = in.readLine().split(" ");
            String command = parts[0];
            String key = parts[1];
            if (command.equals("SET")) {
                // SET only changes the store, nothing to print
                String old = values.put(key, parts[2]);
                if (old != null) holders.merge(old, -1, Integer::sum);
                holders.merge(parts[2], 1, Integer::sum);
            } else if (command.equals("GET")) {
                out.append(values.getOrDefault(key, "NULL")).append('\n');
            } else if (command.equals("DELETE")) {
                String old = values.remove(key);
                if (old == null) {
                    out.append("NOT_FOUND\n");
                } else {
                    holders.merge(old, -1, Integer::sum);
                    out.append("DELETED\n");
                }
            } else if (command.equals("COUNT")) {
                out.append(holders.getOrDefault(key, 0)).append('\n');
            }
        }
        System.out.print(out);
    }
}
