const fs = require('fs');

class Ledger {
  constructor() {
    this.balances = new Map();
  }

  adjust(user, delta) {
    this.balances.set(user, (this.balances.get(user) || 0) + delta);
  }

  equalShares(amount, participantCount) {
    const base = Math.floor(amount / participantCount);
    const remainder = amount % participantCount;
    const shares = new Array(participantCount).fill(base);
    for (let i = 1; i <= remainder; i++) {
      shares[i] += 1;
    }
    return shares;
  }

  addExpense(payer, amount, participants) {
    this.adjust(payer, amount);
    const shares = this.equalShares(amount, participants.length);
    participants.forEach((participant, index) => this.adjust(participant, -shares[index]));
    return 'OK';
  }

  balance(user) {
    return String(this.balances.get(user) || 0);
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
