import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.Map;

public class Main {

    /** A key-value store that also counts, for each value, how many keys hold it, so COUNT is O(1). */
    static final class Store {
        private final Map<String, String> values = new HashMap<>();
        private final Map<String, Integer> holdersOfValue = new HashMap<>();

        String set(String key, String value) {
            String previous = values.put(key, value);
            if (previous != null) releaseHolder(previous);
            holdersOfValue.merge(value, 1, Integer::sum);
            return "OK";
        }

        String get(String key) {
            return values.getOrDefault(key, "NULL");
        }

        String delete(String key) {
            String previous = values.remove(key);
            if (previous == null) return "NOT_FOUND";
            releaseHolder(previous);
            return "DELETED";
        }

        String count(String value) {
            return Integer.toString(holdersOfValue.getOrDefault(value, 0));
        }

        /** One key stopped holding {@code value}; drop the entry when none is left. */
        private void releaseHolder(String value) {
            holdersOfValue.computeIfPresent(value, (v, holders) -> holders == 1 ? null : holders - 1);
        }
    }

    static String execute(Store store, String line) {
        String[] parts = line.trim().split("\\s+");
        switch (parts[0]) {
            case "SET":
                return store.set(parts[1], parts[2]);
            case "GET":
                return store.get(parts[1]);
            case "DELETE":
                return store.delete(parts[1]);
            case "COUNT":
                return store.count(parts[1]);
            default:
                throw new IllegalArgumentException("Unknown command: " + parts[0]);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int commandCount = Integer.parseInt(reader.readLine().trim());
        Store store = new Store();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < commandCount; i++) out.append(execute(store, reader.readLine())).append('\n');
        System.out.print(out);
    }
}
