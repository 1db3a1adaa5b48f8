import java.io.*;
import java.util.*;

public class Main {
    private final HashMap<String, String> store = new HashMap<>();
    private final HashMap<String, Integer> valueCount = new HashMap<>();

    String set(String key, String value) {
        if (store.containsKey(key)) {
            String old = store.get(key);
            valueCount.put(old, valueCount.get(old) - 1);
        }
        store.put(key, value);
        valueCount.put(value, valueCount.getOrDefault(value, 0) + 1);
        return "OK";
    }

    String get(String key) {
        String value = store.get(key);
        return value == null ? "NULL" : value;
    }

    String delete(String key) {
        if (!store.containsKey(key)) return "NOT_FOUND";
        String old = store.remove(key);
        valueCount.put(old, valueCount.get(old) - 1);
        return "DELETED";
    }

    String count(String value) {
        int holders = valueCount.get(value);
        return String.valueOf(holders);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        Main kv = new Main();
        StringBuilder output = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] words = reader.readLine().split(" ");
            String reply;
            if (words[0].equals("SET")) reply = kv.set(words[1], words[2]);
            else if (words[0].equals("GET")) reply = kv.get(words[1]);
            else if (words[0].equals("DELETE")) reply = kv.delete(words[1]);
            else reply = kv.count(words[1]);
            output.append(reply).append('\n');
        }
        System.out.print(output);
    }
}
