import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

public class Main {

    /** The replies the protocol knows, kept in one place. */
    static final class Replies {
        static final String OK = "OK";
        static final String NULL = "NULL";
        static final String DELETED = "DELETED";
        static final String NOT_FOUND = "NOT_FOUND";

        private Replies() {}
    }

    /** Storage abstraction: what a key-value backend must offer. */
    interface KeyValueRepository {
        Optional<String> find(String key);

        Optional<String> put(String key, String value);

        Optional<String> remove(String key);
    }

    static final class HashMapRepository implements KeyValueRepository {
        private final Map<String, String> entries = new HashMap<>();

        @Override
        public Optional<String> find(String key) {
            return Optional.ofNullable(entries.get(key));
        }

        @Override
        public Optional<String> put(String key, String value) {
            return Optional.ofNullable(entries.put(key, value));
        }

        @Override
        public Optional<String> remove(String key) {
            return Optional.ofNullable(entries.remove(key));
        }
    }

    /** Secondary index: how many keys hold each value, so COUNT never scans the store. */
    interface ValueIndex {
        void added(String value);

        void removed(String value);

        int holdersOf(String value);
    }

    static final class CountingValueIndex implements ValueIndex {
        private final Map<String, Integer> holders = new HashMap<>();

        @Override
        public void added(String value) {
            holders.merge(value, 1, Integer::sum);
        }

        @Override
        public void removed(String value) {
            holders.computeIfPresent(value, (v, count) -> count == 1 ? null : count - 1);
        }

        @Override
        public int holdersOf(String value) {
            return holders.getOrDefault(value, 0);
        }
    }

    /** The store service keeps the repository and the index in step. */
    static final class KeyValueService {
        private final KeyValueRepository repository;
        private final ValueIndex index;

        KeyValueService(KeyValueRepository repository, ValueIndex index) {
            this.repository = repository;
            this.index = index;
        }

        void set(String key, String value) {
            repository.put(key, value).ifPresent(index::removed);
            index.added(value);
        }

        Optional<String> get(String key) {
            return repository.find(key);
        }

        boolean delete(String key) {
            Optional<String> previous = repository.remove(key);
            previous.ifPresent(index::removed);
            return previous.isPresent();
        }

        int count(String value) {
            return index.holdersOf(value);
        }
    }

    enum CommandType {
        SET, GET, DELETE, COUNT
    }

    /** A parsed command line. */
    record Command(CommandType type, String[] arguments) {
        static Command parse(String line) {
            String[] tokens = line.trim().split("\\s+");
            String[] arguments = new String[tokens.length - 1];
            System.arraycopy(tokens, 1, arguments, 0, arguments.length);
            return new Command(CommandType.valueOf(tokens[0]), arguments);
        }
    }

    /** Handles one kind of command and produces its reply line. */
    @FunctionalInterface
    interface CommandHandler {
        String handle(KeyValueService service, String[] arguments);
    }

    /** Maps command types to handlers; a new command is one more registration. */
    static final class CommandDispatcher {
        private final Map<CommandType, CommandHandler> handlers = new EnumMap<>(CommandType.class);
        private final KeyValueService service;

        CommandDispatcher(KeyValueService service) {
            this.service = service;
        }

        CommandDispatcher register(CommandType type, CommandHandler handler) {
            handlers.put(type, handler);
            return this;
        }

        String dispatch(Command command) {
            CommandHandler handler = handlers.get(command.type());
            if (handler == null) throw new IllegalStateException("No handler for " + command.type());
            return handler.handle(service, command.arguments());
        }

        static CommandDispatcher standard(KeyValueService service) {
            return new CommandDispatcher(service)
                    .register(CommandType.SET, (s, a) -> {
                        s.set(a[0], a[1]);
                        return Replies.OK;
                    })
                    .register(CommandType.GET, (s, a) -> s.get(a[0]).orElse(Replies.NULL))
                    .register(CommandType.DELETE, (s, a) -> s.delete(a[0]) ? Replies.DELETED : Replies.NOT_FOUND)
                    .register(CommandType.COUNT, (s, a) -> Integer.toString(s.count(a[0])));
        }
    }

    public static void main(String[] args) throws IOException {
        KeyValueService service = new KeyValueService(new HashMapRepository(), new CountingValueIndex());
        CommandDispatcher dispatcher = CommandDispatcher.standard(service);
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int commandCount = Integer.parseInt(reader.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < commandCount; i++) {
            out.append(dispatcher.dispatch(Command.parse(reader.readLine()))).append('\n');
        }
        System.out.print(out);
    }
}
