import java.io.*;
import java.util.*;

public class Main {
    static class Client {
        long allowed, denied;
        long window = -1;
        long count;
    }

    static class Limiter {
        Long limit = null;
        long windowSize;
        Map<String, Client> clients = new HashMap<>();

        void setLimit(long k, long w) {
            limit = k;
            windowSize = w;
            for (Client c : clients.values()) {
                c.window = -1;
                c.count = 0;
            }
        }

        boolean request(long t, String name) {
            Client c = clients.computeIfAbsent(name, x -> new Client());
            if (limit == null) {
                c.allowed++;
                return true;
            }
            long window = t / windowSize;
            if (window != c.window) {
                c.window = window;
                c.count = 0;
            }
            if (c.count > limit) {
                c.denied++;
                return false;
            }
            c.count++;
            c.allowed++;
            return true;
        }

        String stats(String name) {
            Client c = clients.get(name);
            if (c == null) return "0 0";
            return c.allowed + " " + c.denied;
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        Limiter limiter = new Limiter();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            String cmd = st.nextToken();
            if (cmd.equals("LIMIT")) {
                long k = Long.parseLong(st.nextToken());
                long w = Long.parseLong(st.nextToken());
                limiter.setLimit(k, w);
                out.append("OK\n");
            } else if (cmd.equals("REQUEST")) {
                long t = Long.parseLong(st.nextToken());
                out.append(limiter.request(t, st.nextToken()) ? "ALLOW\n" : "DENY\n");
            } else {
                out.append(limiter.stats(st.nextToken())).append('\n');
            }
        }
        System.out.print(out);
    }
}
