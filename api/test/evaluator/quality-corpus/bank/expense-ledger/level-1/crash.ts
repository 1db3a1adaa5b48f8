const fs = require('fs');

interface Member {
  name: string;
  balance: number;
}

const members = new Map<string, Member>();

function member(name: string): Member {
  let found = members.get(name);
  if (!found) {
    found = { name, balance: 0 };
    members.set(name, found);
  }
  return found;
}

function expense(payer: string, amount: number, group: string[]): string {
  member(payer).balance += amount;
  const base = Math.floor(amount / group.length);
  let extra = amount % group.length;
  for (const name of group) {
    member(name).balance -= base + (extra > 0 ? 1 : 0);
    extra--;
  }
  return 'OK';
}

function balance(name: string): string {
  return String(members.get(name)!.balance);
}

const rows: string[] = fs.readFileSync(0, 'utf8').split('\n');
const total = Number(rows[0]);
const out: string[] = [];
for (let r = 1; r <= total; r++) {
  const cmd = rows[r].trim().split(' ');
  if (cmd[0] === 'EXPENSE') out.push(expense(cmd[1], Number(cmd[2]), cmd.slice(4, 4 + Number(cmd[3]))));
  else out.push(balance(cmd[1]));
}
process.stdout.write(out.join('\n') + '\n');
