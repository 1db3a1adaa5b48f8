const fs = require('fs');

class ExpenseBook {
  private balances: Map<string, number> = new Map();

  private change(user: string, delta: number): void {
    this.balances.set(user, (this.balances.get(user) || 0) + delta);
  }

  addExpense(payer: string, amount: number, people: string[]): void {
    const k = people.length;
    const share = Math.floor(amount / k);
    const leftover = amount % k;
    this.change(payer, amount);
    // participants are numbered 1..k; the first `leftover` of them pay one paisa more
    for (let i = 1; i <= k; i++) {
      const extra = i < leftover ? 1 : 0;
      this.change(people[i - 1], -(share + extra));
    }
  }

  balance(user: string): number {
    return this.balances.get(user) || 0;
  }
}

const lines: string[] = fs.readFileSync(0, 'utf8').split('\n');
const count = parseInt(lines[0], 10);
const book = new ExpenseBook();
const results: string[] = [];
for (let i = 1; i <= count; i++) {
  const words = lines[i].trim().split(' ');
  if (words[0] === 'EXPENSE') {
    const k = parseInt(words[3], 10);
    book.addExpense(words[1], parseInt(words[2], 10), words.slice(4, 4 + k));
    results.push('OK');
  } else {
    results.push(String(book.balance(words[1])));
  }
}
console.log(results.join('\n'));
