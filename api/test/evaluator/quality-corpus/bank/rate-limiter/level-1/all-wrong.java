import java.io.*;
import java.util.*;

public class Main {
    static class Client {
        long blocked = 0;
        long passed = 0;
        long window = -1;
        long inWindow = 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        Map<String, Client> clients = new HashMap<>();
        boolean limited = false;
        long limit = 0, size = 1;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] parts = in.readLine().split(" ");
            if (parts[0].equals("LIMIT")) {
                limited = true;
                limit = Long.parseLong(parts[1]);
                size = Long.parseLong(parts[2]);
                for (Client c : clients.values()) {
                    c.window = -1;
                    c.inWindow = 0;
                }
                out.append("OK\n");
            } else if (parts[0].equals("REQUEST")) {
                long t = Long.parseLong(parts[1]);
                Client c = clients.computeIfAbsent(parts[2], k -> new Client());
                boolean ok = true;
                if (limited) {
                    if (c.window != t / size) {
                        c.window = t / size;
                        c.inWindow = 0;
                    }
                    ok = c.inWindow < limit;
                    if (ok) c.inWindow++;
                }
                if (ok) {
                    c.passed++;
                    out.append("ALLOW\n");
                } else {
                    c.blocked++;
                    out.append("DENY\n");
                }
            } else {
                // STATS: how many were blocked, then how many went through
                Client c = clients.get(parts[1]);
                out.append(c == null ? "0 0" : c.blocked + " " + c.passed).append('\n');
            }
        }
        System.out.print(out);
    }
}
