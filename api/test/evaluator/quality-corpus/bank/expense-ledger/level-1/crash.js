const fs = require('fs');

class Account {
  constructor(name) {
    this.name = name;
    this.balance = 0;
  }
}

class Ledger {
  constructor() {
    this.accounts = new Map();
  }

  accountFor(name) {
    if (!this.accounts.has(name)) this.accounts.set(name, new Account(name));
    return this.accounts.get(name);
  }

  addExpense(payer, amount, participants) {
    this.accountFor(payer).balance += amount;
    const base = Math.floor(amount / participants.length);
    const remainder = amount % participants.length;
    participants.forEach((name, position) => {
      const share = position < remainder ? base + 1 : base;
      this.accountFor(name).balance -= share;
    });
    return 'OK';
  }

  balanceOf(name) {
    return String(this.accounts.get(name).balance);
  }
}

const lines = fs.readFileSync(0, 'utf8').split('\n');
const commandCount = parseInt(lines[0], 10);
const ledger = new Ledger();
const results = [];
for (let i = 1; i <= commandCount; i++) {
  const [command, ...args] = lines[i].trim().split(' ');
  if (command === 'EXPENSE') {
    const count = parseInt(args[2], 10);
    results.push(ledger.addExpense(args[0], parseInt(args[1], 10), args.slice(3, 3 + count)));
  } else if (command === 'BALANCE') {
    results.push(ledger.balanceOf(args[0]));
  }
}
process.stdout.write(results.join('\n') + '\n');
