class Fenwick {
  constructor(size) {
    this.size = size;
    this.tree = new Float64Array(size + 1);
  }

  add(index, delta) {
    for (let i = index; i <= this.size; i += i & -i) this.tree[i] += delta;
  }

  prefixSum(index) {
    let sum = 0;
    for (let i = index; i > 0; i -= i & -i) sum += this.tree[i];
    return sum;
  }
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [n, q] = tokens;
  const fares = new Float64Array(n + 1);
  const ledger = new Fenwick(n);
  for (let i = 1; i <= n; i++) {
    fares[i] = tokens[1 + i];
    ledger.add(i, fares[i]);
  }
  const answers = [];
  let pos = 2 + n;
  for (let i = 0; i < q; i++, pos += 3) {
    const [kind, a, b] = [tokens[pos], tokens[pos + 1], tokens[pos + 2]];
    if (kind === 1) {
      ledger.add(a, b - fares[a]);
      fares[a] = b;
    } else {
      answers.push(ledger.prefixSum(b) - ledger.prefixSum(a - 1));
    }
  }
  process.stdout.write(answers.join('\n') + '\n');
});
