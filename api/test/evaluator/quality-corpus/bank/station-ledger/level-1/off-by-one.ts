const fs = require('fs');

class FareLedger {
  private readonly running: number[];

  constructor(fares: number[]) {
    // running[i] = fares of stations 1..i
    this.running = new Array(fares.length + 1).fill(0);
    for (let i = 1; i < fares.length; i++) {
      this.running[i] = this.running[i - 1] + fares[i - 1];
    }
  }

  total(from: number, to: number): number {
    return this.running[to] - this.running[from - 1];
  }
}

const data: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, q] = data;
const ledger = new FareLedger(data.slice(2, 2 + n));
const answers: number[] = [];
let at = 2 + n;
for (let i = 0; i < q; i++, at += 2) answers.push(ledger.total(data[at], data[at + 1]));
console.log(answers.join('\n'));
