import java.io.*;
import java.util.*;

public class Main {
    private final Map<String, Long> balances = new HashMap<>();

    private void credit(String user, long paise) {
        balances.merge(user, paise, Long::sum);
    }

    String expense(String[] parts) {
        String payer = parts[1];
        long amount = Long.parseLong(parts[2]);
        int k = Integer.parseInt(parts[3]);
        credit(payer, amount);
        for (int i = 0; i < k; i++) {
            long share = amount / k + (i < amount % k ? 1 : 0);
            credit(parts[4 + i], -share);
        }
        return "OK";
    }

    String balance(String user) {
        long value = balances.get(user);
        return String.valueOf(value);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        Main ledger = new Main();
        StringBuilder output = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] parts = reader.readLine().split(" ");
            String result = parts[0].equals("EXPENSE") ? ledger.expense(parts) : ledger.balance(parts[1]);
            output.append(result).append('\n');
        }
        System.out.print(output);
    }
}
