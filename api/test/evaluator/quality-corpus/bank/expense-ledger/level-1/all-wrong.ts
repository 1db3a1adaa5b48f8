const fs = require('fs');

type Command = { kind: 'EXPENSE'; payer: string; amount: number; group: string[] } | { kind: 'BALANCE'; user: string };

function parse(line: string): Command {
  const parts = line.trim().split(/\s+/);
  if (parts[0] === 'EXPENSE') {
    const size = Number(parts[3]);
    return { kind: 'EXPENSE', payer: parts[1], amount: Number(parts[2]), group: parts.slice(4, 4 + size) };
  }
  return { kind: 'BALANCE', user: parts[1] };
}

class SplitTracker {
  private owed = new Map<string, number>();

  split(amount: number, group: string[]): void {
    const each = Math.floor(amount / group.length);
    const rest = amount % group.length;
    group.forEach((user, index) => {
      const share = each + (index < rest ? 1 : 0);
      this.owed.set(user, (this.owed.get(user) ?? 0) + share);
    });
  }

  balance(user: string): number {
    return this.owed.get(user) ?? 0;
  }
}

const lines: string[] = fs.readFileSync(0, 'utf8').split('\n');
const tracker = new SplitTracker();
const answers: string[] = [];
for (let i = 1; i <= Number(lines[0]); i++) {
  const command = parse(lines[i]);
  if (command.kind === 'EXPENSE') {
    tracker.split(command.amount, command.group);
    answers.push('OK');
  } else {
    answers.push(String(tracker.balance(command.user)));
  }
}
console.log(answers.join('\n'));
