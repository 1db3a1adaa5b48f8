const fs = require('fs');

/**
 * Tracks each user's balance in paise: positive means the others owe them.
 * Balances stay below 2^53 (at most 200,000 expenses of 10^9 paise), so plain
 * numbers hold them exactly.
 */
class Ledger {
  constructor() {
    this.balances = new Map();
  }

  /** Records that `payer` paid `amount` split equally among `participants`. */
  addEqualExpense(payer, amount, participants) {
    this.adjust(payer, amount);
    equalShares(amount, participants.length).forEach((share, i) => {
      this.adjust(participants[i], -share);
    });
  }

  balanceOf(user) {
    return this.balances.get(user) ?? 0;
  }

  adjust(user, delta) {
    this.balances.set(user, this.balanceOf(user) + delta);
  }
}

/** Splits `amount` into `count` shares; the leftover paise go one each to the first shares. */
function equalShares(amount, count) {
  const base = Math.floor(amount / count);
  const remainder = amount % count;
  return Array.from({ length: count }, (_, i) => base + (i < remainder ? 1 : 0));
}

/** Runs one command line against the ledger and returns its output line. */
function runCommand(ledger, line) {
  const [command, ...args] = line.trim().split(/\s+/);
  switch (command) {
    case 'EXPENSE': {
      const [payer, amount, count] = args;
      const participantCount = Number(count);
      ledger.addEqualExpense(payer, Number(amount), args.slice(3, 3 + participantCount));
      return 'OK';
    }
    case 'BALANCE':
      return String(ledger.balanceOf(args[0]));
    default:
      throw new Error(`unknown command: ${command}`);
  }
}

function main() {
  const lines = fs.readFileSync(0, 'utf8').split('\n');
  const commandCount = Number(lines[0]);
  const ledger = new Ledger();
  const output = [];
  for (let i = 1; i <= commandCount; i++) output.push(runCommand(ledger, lines[i]));
  process.stdout.write(output.join('\n') + '\n');
}

main();
