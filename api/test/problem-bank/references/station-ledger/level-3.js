// A lazy segment tree: every stored number is a real range sum, so doubles stay exact.
class SegmentTree {
  constructor(size) {
    this.size = size;
    this.sums = new Float64Array(4 * size);
    this.pending = new Float64Array(4 * size);
  }

  add(left, right, value, node = 1, from = 1, to = this.size) {
    if (right < from || to < left) return;
    if (left <= from && to <= right) {
      this.sums[node] += value * (to - from + 1);
      this.pending[node] += value;
      return;
    }
    this.pushDown(node, from, to);
    const middle = (from + to) >> 1;
    this.add(left, right, value, 2 * node, from, middle);
    this.add(left, right, value, 2 * node + 1, middle + 1, to);
    this.sums[node] = this.sums[2 * node] + this.sums[2 * node + 1];
  }

  sum(left, right, node = 1, from = 1, to = this.size) {
    if (right < from || to < left) return 0;
    if (left <= from && to <= right) return this.sums[node];
    this.pushDown(node, from, to);
    const middle = (from + to) >> 1;
    return this.sum(left, right, 2 * node, from, middle) + this.sum(left, right, 2 * node + 1, middle + 1, to);
  }

  pushDown(node, from, to) {
    const value = this.pending[node];
    if (value === 0) return;
    const middle = (from + to) >> 1;
    this.sums[2 * node] += value * (middle - from + 1);
    this.pending[2 * node] += value;
    this.sums[2 * node + 1] += value * (to - middle);
    this.pending[2 * node + 1] += value;
    this.pending[node] = 0;
  }
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [n, q] = tokens;
  const ledger = new SegmentTree(n);
  for (let i = 1; i <= n; i++) ledger.add(i, i, tokens[1 + i]);
  const answers = [];
  let pos = 2 + n;
  for (let i = 0; i < q; i++) {
    const kind = tokens[pos];
    if (kind === 1) {
      const index = tokens[pos + 1];
      ledger.add(index, index, tokens[pos + 2] - ledger.sum(index, index));
      pos += 3;
    } else if (kind === 2) {
      answers.push(ledger.sum(tokens[pos + 1], tokens[pos + 2]));
      pos += 3;
    } else {
      ledger.add(tokens[pos + 1], tokens[pos + 2], tokens[pos + 3]);
      pos += 4;
    }
  }
  process.stdout.write(answers.join('\n') + '\n');
});
