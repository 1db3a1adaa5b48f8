import { MinHeap } from '../min-heap.js';
import { joinLines, readCommands } from '../token-reader.js';

/** Balances in paise: positive means the others owe this user, negative means the user owes. */
class ExpenseLedger {
  private readonly balances = new Map<string, number>();

  equalSplit(payer: string, amount: number, participants: readonly string[]): string {
    const base = Math.floor(amount / participants.length);
    const remainder = amount % participants.length;
    return this.record(
      payer,
      amount,
      participants.map((user, i) => [user, base + (i < remainder ? 1 : 0)]),
    );
  }

  exactSplit(payer: string, amount: number, shares: readonly [string, number][]): string {
    const total = shares.reduce((sum, [, share]) => sum + share, 0);
    return total === amount ? this.record(payer, amount, shares) : 'INVALID';
  }

  percentSplit(payer: string, amount: number, percentages: readonly [string, number][]): string {
    const totalPercent = percentages.reduce((sum, [, percent]) => sum + percent, 0);
    if (totalPercent !== 100) return 'INVALID';
    const shares = percentages.map(([user, percent]): [string, number] => [
      user,
      Math.floor((amount * percent) / 100),
    ]);
    let leftover = amount - shares.reduce((sum, [, share]) => sum + share, 0);
    for (const share of shares) {
      if (leftover === 0) break;
      share[1] += 1;
      leftover -= 1;
    }
    return this.record(payer, amount, shares);
  }

  settle(from: string, to: string, amount: number): string {
    this.adjust(from, amount);
    this.adjust(to, -amount);
    return 'OK';
  }

  balance(user: string): string {
    return `${this.balances.get(user) ?? 0}`;
  }

  /**
   * Greedy settlement: the largest debtor pays the largest creditor as much as possible, until
   * everyone is even. Ties go to the alphabetically smaller name. Balances are not changed.
   */
  simplify(): string {
    const largestFirst = (a: [string, number], b: [string, number]) =>
      b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
    const creditors = new MinHeap<[string, number]>(largestFirst);
    const debtors = new MinHeap<[string, number]>(largestFirst);
    for (const [user, balance] of this.balances) {
      if (balance > 0) creditors.push([user, balance]);
      if (balance < 0) debtors.push([user, -balance]);
    }
    const transfers: string[] = [];
    for (;;) {
      const debtor = debtors.pop();
      const creditor = creditors.pop();
      if (debtor === undefined || creditor === undefined) break;
      const amount = Math.min(debtor[1], creditor[1]);
      transfers.push(`${debtor[0]} ${creditor[0]} ${amount}`);
      if (debtor[1] > amount) debtors.push([debtor[0], debtor[1] - amount]);
      if (creditor[1] > amount) creditors.push([creditor[0], creditor[1] - amount]);
    }
    return transfers.length === 0 ? 'NONE' : transfers.join(', ');
  }

  private record(payer: string, amount: number, shares: readonly (readonly [string, number])[]): string {
    this.adjust(payer, amount);
    for (const [user, share] of shares) this.adjust(user, -share);
    return 'OK';
  }

  private adjust(user: string, delta: number): void {
    this.balances.set(user, (this.balances.get(user) ?? 0) + delta);
  }
}

function pairs(tokens: readonly string[]): [string, number][] {
  const result: [string, number][] = [];
  for (let i = 0; i + 1 < tokens.length; i += 2) result.push([tokens[i] ?? '', Number(tokens[i + 1])]);
  return result;
}

function runScript(input: string): string {
  const ledger = new ExpenseLedger();
  const output = readCommands(input).map(([command, ...args]) => {
    const [first = '', second = '', third = ''] = args;
    switch (command) {
      case 'EXPENSE':
        return ledger.equalSplit(first, Number(second), args.slice(3, 3 + Number(third)));
      case 'EXPENSE_EXACT':
        return ledger.exactSplit(first, Number(second), pairs(args.slice(3, 3 + 2 * Number(third))));
      case 'EXPENSE_PERCENT':
        return ledger.percentSplit(first, Number(second), pairs(args.slice(3, 3 + 2 * Number(third))));
      case 'SETTLE':
        return ledger.settle(first, second, Number(third));
      case 'BALANCE':
        return ledger.balance(first);
      case 'SIMPLIFY':
        return ledger.simplify();
      default:
        throw new Error(`Unknown command ${command}`);
    }
  });
  return joinLines(output);
}

/** Each level's scripts use only that level's commands, so one engine answers all three. */
export const solveLevel1 = runScript;
export const solveLevel2 = runScript;
export const solveLevel3 = runScript;
