import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Main {

    /** A user's identity; wrapping the name keeps strings from wandering into the wrong parameter. */
    record UserId(String name) {}

    /** An amount in whole paise. */
    record Money(long paise) {
        static final Money ZERO = new Money(0);

        Money plus(Money other) {
            return new Money(paise + other.paise);
        }

        Money negate() {
            return new Money(-paise);
        }

        @Override
        public String toString() {
            return Long.toString(paise);
        }
    }

    /** One participant's part of an expense. */
    record Share(UserId user, Money amount) {}

    /** How an expense is divided among its participants. */
    interface SplitStrategy {
        List<Share> split(Money total, List<UserId> participants);
    }

    /** Equal shares; the leftover paise go one each to the first participants listed. */
    static final class EqualSplitStrategy implements SplitStrategy {
        @Override
        public List<Share> split(Money total, List<UserId> participants) {
            int count = participants.size();
            long base = total.paise() / count;
            long leftover = total.paise() % count;
            List<Share> shares = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                shares.add(new Share(participants.get(i), new Money(base + (i < leftover ? 1 : 0))));
            }
            return shares;
        }
    }

    /** Where balances live; an in-memory map today, something else tomorrow. */
    interface BalanceRepository {
        Money balanceOf(UserId user);

        void adjust(UserId user, Money delta);
    }

    static final class InMemoryBalanceRepository implements BalanceRepository {
        private final Map<UserId, Money> balances = new HashMap<>();

        @Override
        public Money balanceOf(UserId user) {
            return balances.getOrDefault(user, Money.ZERO);
        }

        @Override
        public void adjust(UserId user, Money delta) {
            balances.merge(user, delta, Money::plus);
        }
    }

    /** The domain service: records expenses and answers balance questions. */
    static final class LedgerService {
        private final BalanceRepository repository;
        private final SplitStrategy splitStrategy;

        LedgerService(BalanceRepository repository, SplitStrategy splitStrategy) {
            this.repository = repository;
            this.splitStrategy = splitStrategy;
        }

        void recordExpense(UserId payer, Money amount, List<UserId> participants) {
            repository.adjust(payer, amount);
            for (Share share : splitStrategy.split(amount, participants)) {
                repository.adjust(share.user(), share.amount().negate());
            }
        }

        Money balanceOf(UserId user) {
            return repository.balanceOf(user);
        }
    }

    /** A parsed script command, executed against the service. */
    interface Command {
        String execute(LedgerService service);
    }

    record ExpenseCommand(UserId payer, Money amount, List<UserId> participants) implements Command {
        @Override
        public String execute(LedgerService service) {
            service.recordExpense(payer, amount, participants);
            return "OK";
        }
    }

    record BalanceCommand(UserId user) implements Command {
        @Override
        public String execute(LedgerService service) {
            return service.balanceOf(user).toString();
        }
    }

    interface CommandParser {
        Command parse(String line);
    }

    static final class ScriptCommandParser implements CommandParser {
        @Override
        public Command parse(String line) {
            String[] tokens = line.trim().split("\\s+");
            return switch (tokens[0]) {
                case "EXPENSE" -> parseExpense(tokens);
                case "BALANCE" -> new BalanceCommand(new UserId(tokens[1]));
                default -> throw new IllegalArgumentException("Unknown command: " + tokens[0]);
            };
        }

        private static Command parseExpense(String[] tokens) {
            int count = Integer.parseInt(tokens[3]);
            List<UserId> participants = new ArrayList<>(count);
            for (int i = 0; i < count; i++) participants.add(new UserId(tokens[4 + i]));
            return new ExpenseCommand(new UserId(tokens[1]), new Money(Long.parseLong(tokens[2])), participants);
        }
    }

    /** Reads the script, runs every command, collects one output line per command. */
    static final class ScriptRunner {
        private final CommandParser parser;
        private final LedgerService service;

        ScriptRunner(CommandParser parser, LedgerService service) {
            this.parser = parser;
            this.service = service;
        }

        String run(BufferedReader reader) throws IOException {
            int commandCount = Integer.parseInt(reader.readLine().trim());
            StringBuilder output = new StringBuilder();
            for (int i = 0; i < commandCount; i++) {
                output.append(parser.parse(reader.readLine()).execute(service)).append('\n');
            }
            return output.toString();
        }
    }

    public static void main(String[] args) throws IOException {
        LedgerService service = new LedgerService(new InMemoryBalanceRepository(), new EqualSplitStrategy());
        ScriptRunner runner = new ScriptRunner(new ScriptCommandParser(), service);
        System.out.print(runner.run(new BufferedReader(new InputStreamReader(System.in))));
    }
}
