/**
 * Shared Expense Ledger, level 1: equal-split expenses and balances.
 */
const fs = require('fs');

const RESPONSE_OK = 'OK';
const DEFAULT_BALANCE = 0;

/** Decides how much each participant owes for an expense. */
class SplitStrategy {
  shares(_amount, _participants) {
    throw new Error('SplitStrategy.shares must be implemented');
  }
}

/** floor(amount / k) each; the remainder goes one paisa each to the first participants. */
class EqualSplit extends SplitStrategy {
  shares(amount, participants) {
    const base = Math.floor(amount / participants.length);
    const remainder = amount % participants.length;
    return participants.map((participant, position) => ({
      participant,
      share: base + (position < remainder ? 1 : 0),
    }));
  }
}

/** A payment made by one user on behalf of several participants. */
class Expense {
  constructor(payer, amount, participants) {
    this.payer = payer;
    this.amount = amount;
    this.participants = participants;
  }
}

/** Net balance per user: positive means the user should receive money. */
class BalanceBook {
  constructor() {
    this.balances = new Map();
  }

  credit(user, amount) {
    this.balances.set(user, this.balanceOf(user) + amount);
  }

  debit(user, amount) {
    this.credit(user, -amount);
  }

  balanceOf(user) {
    return this.balances.has(user) ? this.balances.get(user) : DEFAULT_BALANCE;
  }
}

/** Applies expenses to a balance book using a split strategy. */
class Ledger {
  constructor(book, splitStrategy) {
    this.book = book;
    this.splitStrategy = splitStrategy;
  }

  record(expense) {
    this.book.credit(expense.payer, expense.amount);
    for (const { participant, share } of this.splitStrategy.shares(expense.amount, expense.participants)) {
      this.book.debit(participant, share);
    }
  }

  balanceOf(user) {
    return this.book.balanceOf(user);
  }
}

class ExpenseHandler {
  handle(ledger, args) {
    const count = parseInt(args[2], 10);
    ledger.record(new Expense(args[0], parseInt(args[1], 10), args.slice(3, 3 + count)));
    return RESPONSE_OK;
  }
}

class BalanceHandler {
  handle(ledger, args) {
    return String(ledger.balanceOf(args[0]));
  }
}

const HANDLERS = new Map([
  ['EXPENSE', new ExpenseHandler()],
  ['BALANCE', new BalanceHandler()],
]);

function runScript(lines, ledger) {
  return lines.map((line) => {
    const [command, ...args] = line.trim().split(' ');
    return HANDLERS.get(command).handle(ledger, args);
  });
}

function main() {
  const lines = fs.readFileSync(0, 'utf8').split('\n');
  const commandCount = parseInt(lines[0], 10);
  const ledger = new Ledger(new BalanceBook(), new EqualSplit());
  const output = runScript(lines.slice(1, commandCount + 1), ledger);
  process.stdout.write(output.join('\n') + '\n');
}

main();
