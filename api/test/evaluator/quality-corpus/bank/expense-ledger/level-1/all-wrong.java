import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        // how much each user owes for the expenses they took part in
        Map<String, Long> owes = new HashMap<>();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] parts = in.readLine().split(" ");
            if (parts[0].equals("EXPENSE")) {
                long amount = Long.parseLong(parts[2]);
                int k = Integer.parseInt(parts[3]);
                for (int j = 0; j < k; j++) {
                    long share = amount / k;
                    if (j < amount % k) share++;
                    owes.put(parts[4 + j], owes.getOrDefault(parts[4 + j], 0L) + share);
                }
                out.append("OK\n");
            } else {
                out.append(owes.getOrDefault(parts[1], 0L)).append('\n');
            }
        }
        System.out.print(out);
    }
}
