const fs = require('fs');

// ---------- domain ----------
type UserId = string;
type Paise = number;

interface Allocation {
  readonly user: UserId;
  readonly share: Paise;
}

interface SplitStrategy {
  readonly name: string;
  allocate(amount: Paise, participants: readonly UserId[]): Allocation[];
}

/** Floor of the average each; the leftover paise go one each to the first participants listed. */
class EqualSplitStrategy implements SplitStrategy {
  readonly name = 'EQUAL';

  allocate(amount: Paise, participants: readonly UserId[]): Allocation[] {
    const base = Math.floor(amount / participants.length);
    const leftover = amount % participants.length;
    return participants.map((user, position) => ({ user, share: base + (position < leftover ? 1 : 0) }));
  }
}

interface BalanceRepository {
  get(user: UserId): Paise;
  add(user: UserId, delta: Paise): void;
}

class InMemoryBalanceRepository implements BalanceRepository {
  private readonly balances = new Map<UserId, Paise>();

  get(user: UserId): Paise {
    return this.balances.get(user) ?? 0;
  }

  add(user: UserId, delta: Paise): void {
    this.balances.set(user, this.get(user) + delta);
  }
}

class LedgerService {
  constructor(
    private readonly repository: BalanceRepository,
    private readonly strategies: ReadonlyMap<string, SplitStrategy>,
  ) {}

  recordExpense(payer: UserId, amount: Paise, participants: readonly UserId[], strategyName: string): void {
    const strategy = this.strategies.get(strategyName);
    if (!strategy) throw new Error(`no split strategy ${strategyName}`);
    this.repository.add(payer, amount);
    for (const { user, share } of strategy.allocate(amount, participants)) this.repository.add(user, -share);
  }

  balanceOf(user: UserId): Paise {
    return this.repository.get(user);
  }
}

// ---------- commands ----------
interface CommandHandler {
  readonly keyword: string;
  handle(args: readonly string[]): string;
}

class ExpenseCommandHandler implements CommandHandler {
  readonly keyword = 'EXPENSE';

  constructor(private readonly ledger: LedgerService) {}

  handle(args: readonly string[]): string {
    const [payer, amountText, countText] = args;
    const participants = args.slice(3, 3 + Number(countText));
    this.ledger.recordExpense(payer, Number(amountText), participants, 'EQUAL');
    return 'OK';
  }
}

class BalanceCommandHandler implements CommandHandler {
  readonly keyword = 'BALANCE';

  constructor(private readonly ledger: LedgerService) {}

  handle(args: readonly string[]): string {
    return String(this.ledger.balanceOf(args[0]));
  }
}

class CommandDispatcher {
  private readonly handlers = new Map<string, CommandHandler>();

  register(handler: CommandHandler): this {
    this.handlers.set(handler.keyword, handler);
    return this;
  }

  dispatch(line: string): string {
    const [keyword, ...args] = line.trim().split(/\s+/);
    const handler = this.handlers.get(keyword);
    if (!handler) throw new Error(`unknown command ${keyword}`);
    return handler.handle(args);
  }
}

// ---------- composition root ----------
class LedgerApplicationFactory {
  static create(): CommandDispatcher {
    const strategies = new Map<string, SplitStrategy>([['EQUAL', new EqualSplitStrategy()]]);
    const ledger = new LedgerService(new InMemoryBalanceRepository(), strategies);
    return new CommandDispatcher().register(new ExpenseCommandHandler(ledger)).register(new BalanceCommandHandler(ledger));
  }
}

class ScriptRunner {
  constructor(private readonly dispatcher: CommandDispatcher) {}

  run(script: string): string[] {
    const lines = script.split('\n');
    const count = Number(lines[0]);
    const output: string[] = [];
    for (let i = 1; i <= count; i++) output.push(this.dispatcher.dispatch(lines[i]));
    return output;
  }
}

const outputLines = new ScriptRunner(LedgerApplicationFactory.create()).run(fs.readFileSync(0, 'utf8'));
process.stdout.write(outputLines.join('\n') + '\n');
