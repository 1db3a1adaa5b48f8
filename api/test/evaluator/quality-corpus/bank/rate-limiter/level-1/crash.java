import java.io.*;
import java.util.*;

public class Main {
    interface Limiter {
        boolean allow(long time, ClientStats client);
    }

    static class ClientStats {
        int allowed = 0;
        int denied = 0;
        long window = -1;
        long used = 0;
        int ruleId = 0;
    }

    static class FixedWindow implements Limiter {
        final long limit, size;
        final int id;

        FixedWindow(long limit, long size, int id) {
            this.limit = limit;
            this.size = size;
            this.id = id;
        }

        public boolean allow(long time, ClientStats client) {
            long window = time / size;
            if (client.ruleId != id || client.window != window) {
                client.ruleId = id;
                client.window = window;
                client.used = 0;
            }
            if (client.used < limit) {
                client.used++;
                return true;
            }
            return false;
        }
    }

    static Limiter limiter = (time, client) -> true;
    static Map<String, ClientStats> clients = new HashMap<>();
    static int rules = 0;

    static String handle(String[] cmd) {
        switch (cmd[0]) {
            case "LIMIT":
                rules++;
                limiter = new FixedWindow(Long.parseLong(cmd[1]), Long.parseLong(cmd[2]), rules);
                return "OK";
            case "REQUEST": {
                ClientStats client = clients.computeIfAbsent(cmd[2], k -> new ClientStats());
                if (limiter.allow(Long.parseLong(cmd[1]), client)) {
                    client.allowed++;
                    return "ALLOW";
                }
                client.denied++;
                return "DENY";
            }
            default: {
                ClientStats client = clients.get(cmd[1]);
                return client.allowed + " " + client.denied;
            }
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) out.append(handle(reader.readLine().split(" "))).append('\n');
        System.out.print(out);
    }
}
