const fs = require('fs');

class Ledger {
  constructor() {
    this.spent = new Map();
  }

  charge(user, share) {
    this.spent.set(user, (this.spent.get(user) || 0) + share);
  }

  addExpense(payer, amount, participants) {
    const base = Math.floor(amount / participants.length);
    const remainder = amount % participants.length;
    participants.forEach((participant, position) => {
      this.charge(participant, position < remainder ? base + 1 : base);
    });
    return 'OK';
  }

  balance(user) {
    return String(this.spent.get(user) || 0);
  }
}

const lines = fs.readFileSync(0, 'utf8').split('\n');
const commandCount = parseInt(lines[0], 10);
const ledger = new Ledger();
const results = [];
for (let i = 1; i <= commandCount; i++) {
  const parts = lines[i].trim().split(' ');
  if (parts[0] === 'EXPENSE') {
    const count = parseInt(parts[3], 10);
    results.push(ledger.addExpense(parts[1], parseInt(parts[2], 10), parts.slice(4, 4 + count)));
  } else if (parts[0] === 'BALANCE') {
    results.push(ledger.balance(parts[1]));
  }
}
process.stdout.write(results.join('\n') + '\n');
