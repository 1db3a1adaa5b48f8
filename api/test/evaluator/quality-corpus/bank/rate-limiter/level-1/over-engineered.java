import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

public class Main {

    /** A rule as configured by LIMIT. */
    record RateRule(long maxRequests, long windowSeconds) {}

    /** A request as the limiter sees it. */
    record RequestContext(long timestamp, String clientId) {}

    enum Decision {
        ALLOW, DENY;

        boolean permitted() {
            return this == ALLOW;
        }
    }

    /** The algorithm that decides requests; swapped out at later levels. */
    interface RateLimitingAlgorithm {
        Decision decide(RequestContext request, WindowState state);
    }

    /** Per-client window bookkeeping that the algorithm reads and updates. */
    static final class WindowState {
        long windowIndex = -1;
        long consumed = 0;
        long generation = -1;
    }

    /** Fixed windows: second t belongs to window t / w; only allowed requests consume capacity. */
    static final class FixedWindowAlgorithm implements RateLimitingAlgorithm {
        private final RateRule rule;
        private final long generation;

        FixedWindowAlgorithm(RateRule rule, long generation) {
            this.rule = rule;
            this.generation = generation;
        }

        @Override
        public Decision decide(RequestContext request, WindowState state) {
            long window = request.timestamp() / rule.windowSeconds();
            // A state from an older rule or an older window starts over.
            if (state.generation != generation || state.windowIndex != window) {
                state.generation = generation;
                state.windowIndex = window;
                state.consumed = 0;
            }
            if (state.consumed >= rule.maxRequests()) return Decision.DENY;
            state.consumed++;
            return Decision.ALLOW;
        }
    }

    /** Before any rule exists, everything passes. */
    static final class UnlimitedAlgorithm implements RateLimitingAlgorithm {
        @Override
        public Decision decide(RequestContext request, WindowState state) {
            return Decision.ALLOW;
        }
    }

    interface AlgorithmFactory {
        RateLimitingAlgorithm create(RateRule rule, long generation);
    }

    /** Lifetime statistics of one client; they survive rule changes. */
    static final class ClientStatistics {
        private long allowed;
        private long denied;

        void record(Decision decision) {
            if (decision.permitted()) allowed++;
            else denied++;
        }

        String summary() {
            return allowed + " " + denied;
        }
    }

    /** Everything the service knows about one client. */
    static final class ClientRecord {
        final WindowState window = new WindowState();
        final ClientStatistics statistics = new ClientStatistics();
    }

    interface ClientRepository {
        ClientRecord getOrCreate(String clientId);

        Optional<ClientRecord> find(String clientId);
    }

    static final class InMemoryClientRepository implements ClientRepository {
        private final Map<String, ClientRecord> records = new HashMap<>();

        @Override
        public ClientRecord getOrCreate(String clientId) {
            return records.computeIfAbsent(clientId, id -> new ClientRecord());
        }

        @Override
        public Optional<ClientRecord> find(String clientId) {
            return Optional.ofNullable(records.get(clientId));
        }
    }

    /** The service facade: rule management, decisions and statistics. */
    static final class RateLimiterService {
        private final ClientRepository clients;
        private final AlgorithmFactory factory;
        private RateLimitingAlgorithm algorithm = new UnlimitedAlgorithm();
        // Each new rule gets a new generation, which makes every client's window count stale at once.
        private long generation = 0;

        RateLimiterService(ClientRepository clients, AlgorithmFactory factory) {
            this.clients = clients;
            this.factory = factory;
        }

        void applyRule(RateRule rule) {
            generation++;
            algorithm = factory.create(rule, generation);
        }

        Decision handle(RequestContext request) {
            ClientRecord record = clients.getOrCreate(request.clientId());
            Decision decision = algorithm.decide(request, record.window);
            record.statistics.record(decision);
            return decision;
        }

        String statisticsOf(String clientId) {
            return clients.find(clientId).map(record -> record.statistics.summary()).orElse("0 0");
        }
    }

    interface CommandInterpreter {
        String interpret(String line);
    }

    static final class ScriptInterpreter implements CommandInterpreter {
        private final RateLimiterService service;

        ScriptInterpreter(RateLimiterService service) {
            this.service = service;
        }

        @Override
        public String interpret(String line) {
            String[] tokens = line.trim().split("\\s+");
            return switch (tokens[0]) {
                case "LIMIT" -> {
                    service.applyRule(new RateRule(Long.parseLong(tokens[1]), Long.parseLong(tokens[2])));
                    yield "OK";
                }
                case "REQUEST" -> service.handle(new RequestContext(Long.parseLong(tokens[1]), tokens[2])).name();
                case "STATS" -> service.statisticsOf(tokens[1]);
                default -> throw new IllegalArgumentException("Unknown command: " + tokens[0]);
            };
        }
    }

    public static void main(String[] args) throws IOException {
        RateLimiterService service = new RateLimiterService(new InMemoryClientRepository(), FixedWindowAlgorithm::new);
        CommandInterpreter interpreter = new ScriptInterpreter(service);
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int commandCount = Integer.parseInt(reader.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < commandCount; i++) out.append(interpreter.interpret(reader.readLine())).append('\n');
        System.out.print(out);
    }
}
