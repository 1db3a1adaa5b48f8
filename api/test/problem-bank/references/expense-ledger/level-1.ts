const fs = require('fs');

interface Share {
  user: string;
  amount: number;
}

/** Balances in paise: positive means the others owe the user money. */
class Ledger {
  private readonly balances = new Map<string, number>();

  recordEqualExpense(payer: string, amount: number, participants: string[]): string {
    this.adjust(payer, amount);
    for (const { user, amount: share } of Ledger.equalShares(amount, participants)) this.adjust(user, -share);
    return 'OK';
  }

  balanceOf(user: string): string {
    return String(this.balances.get(user) ?? 0);
  }

  /** Everyone pays the floor of the average; the leftover paise go one each to the first listed. */
  private static equalShares(amount: number, participants: string[]): Share[] {
    const base = Math.floor(amount / participants.length);
    const remainder = amount % participants.length;
    return participants.map((user, index) => ({ user, amount: base + (index < remainder ? 1 : 0) }));
  }

  private adjust(user: string, delta: number): void {
    this.balances.set(user, (this.balances.get(user) ?? 0) + delta);
  }
}

function runCommand(ledger: Ledger, parts: string[]): string {
  switch (parts[0]) {
    case 'EXPENSE': {
      const participantCount = Number(parts[3]);
      return ledger.recordEqualExpense(parts[1], Number(parts[2]), parts.slice(4, 4 + participantCount));
    }
    case 'BALANCE':
      return ledger.balanceOf(parts[1]);
    default:
      throw new Error(`unknown command ${parts[0]}`);
  }
}

const lines: string[] = fs.readFileSync(0, 'utf8').split('\n');
const commandCount = Number(lines[0]);
const ledger = new Ledger();
const output: string[] = [];
for (let i = 1; i <= commandCount; i++) output.push(runCommand(ledger, lines[i].trim().split(/\s+/)));
process.stdout.write(output.join('\n') + '\n');
