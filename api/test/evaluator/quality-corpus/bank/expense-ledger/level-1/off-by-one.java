import java.io.*;
import java.util.*;

public class Main {
    static class Ledger {
        Map<String, Long> balance = new HashMap<>();

        void add(String user, long amount) {
            balance.put(user, balance.getOrDefault(user, 0L) + amount);
        }

        void expense(String payer, long amount, List<String> people) {
            add(payer, amount);
            long each = amount / people.size();
            long extra = amount % people.size();
            for (int i = 0; i < people.size(); i++) {
                long share = each;
                if (i <= extra) share++;
                add(people.get(i), -share);
            }
        }

        long get(String user) {
            return balance.getOrDefault(user, 0L);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        Ledger ledger = new Ledger();
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < n; c++) {
            StringTokenizer tokens = new StringTokenizer(in.readLine());
            String command = tokens.nextToken();
            if (command.equals("EXPENSE")) {
                String payer = tokens.nextToken();
                long amount = Long.parseLong(tokens.nextToken());
                int k = Integer.parseInt(tokens.nextToken());
                List<String> people = new ArrayList<>();
                for (int i = 0; i < k; i++) people.add(tokens.nextToken());
                ledger.expense(payer, amount, people);
                out.append("OK\n");
            } else if (command.equals("BALANCE")) {
                out.append(ledger.get(tokens.nextToken())).append('\n');
            }
        }
        System.out.print(out);
    }
}
