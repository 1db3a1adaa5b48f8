import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.Map;

public class Main {

    /** A limiter decides each request; level 2 swaps the algorithm behind this interface. */
    interface RateLimiter {
        void setRule(long limit, long windowSeconds);

        boolean tryAcquire(long time, String client);

        String stats(String client);
    }

    /** What the limiter remembers about one client. */
    static final class ClientState {
        long allowed;
        long denied;
        long windowIndex = -1;
        long usedInWindow;
        /** The rule this client's window count belongs to; an older one means the count was forgotten. */
        int ruleVersion;
    }

    /** Fixed windows: a request at second t falls in window t / w; denied requests do not count. */
    static final class FixedWindowLimiter implements RateLimiter {
        private final Map<String, ClientState> clients = new HashMap<>();
        private boolean hasRule = false;
        private long limit;
        private long windowSeconds;
        // Bumping the version forgets every client's count in O(1) instead of visiting each client.
        private int ruleVersion = 0;

        @Override
        public void setRule(long limit, long windowSeconds) {
            this.hasRule = true;
            this.limit = limit;
            this.windowSeconds = windowSeconds;
            ruleVersion++;
        }

        @Override
        public boolean tryAcquire(long time, String client) {
            ClientState state = clients.computeIfAbsent(client, name -> new ClientState());
            boolean allowed = !hasRule || consumeFromWindow(state, time / windowSeconds);
            if (allowed) state.allowed++;
            else state.denied++;
            return allowed;
        }

        private boolean consumeFromWindow(ClientState state, long window) {
            if (state.ruleVersion != ruleVersion || state.windowIndex != window) {
                state.ruleVersion = ruleVersion;
                state.windowIndex = window;
                state.usedInWindow = 0;
            }
            if (state.usedInWindow >= limit) return false;
            state.usedInWindow++;
            return true;
        }

        @Override
        public String stats(String client) {
            ClientState state = clients.get(client);
            return state == null ? "0 0" : state.allowed + " " + state.denied;
        }
    }

    static String execute(RateLimiter limiter, String line) {
        String[] parts = line.trim().split("\\s+");
        switch (parts[0]) {
            case "LIMIT":
                limiter.setRule(Long.parseLong(parts[1]), Long.parseLong(parts[2]));
                return "OK";
            case "REQUEST":
                return limiter.tryAcquire(Long.parseLong(parts[1]), parts[2]) ? "ALLOW" : "DENY";
            case "STATS":
                return limiter.stats(parts[1]);
            default:
                throw new IllegalArgumentException("Unknown command: " + parts[0]);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int commandCount = Integer.parseInt(reader.readLine().trim());
        RateLimiter limiter = new FixedWindowLimiter();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < commandCount; i++) out.append(execute(limiter, reader.readLine())).append('\n');
        System.out.print(out);
    }
}
