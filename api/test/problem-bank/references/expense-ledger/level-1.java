import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.Map;

public class Main {

    /** Balances in paise: positive means the user should receive money, negative means they owe. */
    static final class Ledger {
        private final Map<String, Long> balances = new HashMap<>();

        private void adjust(String user, long delta) {
            balances.merge(user, delta, Long::sum);
        }

        /**
         * The payer is credited the whole amount and each participant is debited an equal share;
         * the amount mod k leftover paise go one each to the first participants listed.
         */
        void recordEqualExpense(String payer, long amount, String[] participants) {
            int count = participants.length;
            long share = amount / count;
            long leftover = amount % count;
            adjust(payer, amount);
            for (int i = 0; i < count; i++) {
                adjust(participants[i], -(share + (i < leftover ? 1 : 0)));
            }
        }

        long balanceOf(String user) {
            return balances.getOrDefault(user, 0L);
        }
    }

    /** Runs one command line and returns its output line. */
    static String execute(Ledger ledger, String line) {
        String[] parts = line.trim().split("\\s+");
        switch (parts[0]) {
            case "EXPENSE": {
                int count = Integer.parseInt(parts[3]);
                String[] participants = new String[count];
                System.arraycopy(parts, 4, participants, 0, count);
                ledger.recordEqualExpense(parts[1], Long.parseLong(parts[2]), participants);
                return "OK";
            }
            case "BALANCE":
                return Long.toString(ledger.balanceOf(parts[1]));
            default:
                throw new IllegalArgumentException("Unknown command: " + parts[0]);
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int commandCount = Integer.parseInt(reader.readLine().trim());
        Ledger ledger = new Ledger();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < commandCount; i++) {
            out.append(execute(ledger, reader.readLine())).append('\n');
        }
        System.out.print(out);
    }
}
