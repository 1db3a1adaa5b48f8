import { joinLines, TokenReader } from '../token-reader.js';

/** Fenwick tree over 1..n: point add, prefix sum. */
class FenwickTree {
  private readonly tree: number[];

  constructor(private readonly size: number) {
    this.tree = new Array<number>(size + 1).fill(0);
  }

  add(index: number, delta: number): void {
    for (let i = index; i <= this.size; i += i & -i) this.tree[i] = (this.tree[i] ?? 0) + delta;
  }

  prefixSum(index: number): number {
    let sum = 0;
    for (let i = index; i > 0; i -= i & -i) sum += this.tree[i] ?? 0;
    return sum;
  }
}

/**
 * Segment tree with lazy range add. Every stored number is the sum of a real sub-range, so it
 * stays far below 2^53 (a two-Fenwick range-add trick would keep much larger intermediate values).
 */
class LazySegmentTree {
  private readonly sums: Float64Array;
  private readonly pending: Float64Array;

  constructor(private readonly size: number) {
    this.sums = new Float64Array(4 * size);
    this.pending = new Float64Array(4 * size);
  }

  rangeAdd(left: number, right: number, value: number): void {
    this.add(1, 1, this.size, left, right, value);
  }

  rangeSum(left: number, right: number): number {
    return this.sum(1, 1, this.size, left, right);
  }

  private add(node: number, from: number, to: number, left: number, right: number, value: number): void {
    if (right < from || to < left) return;
    if (left <= from && to <= right) {
      this.sums[node] = (this.sums[node] ?? 0) + value * (to - from + 1);
      this.pending[node] = (this.pending[node] ?? 0) + value;
      return;
    }
    this.pushDown(node, from, to);
    const middle = (from + to) >> 1;
    this.add(2 * node, from, middle, left, right, value);
    this.add(2 * node + 1, middle + 1, to, left, right, value);
    this.sums[node] = (this.sums[2 * node] ?? 0) + (this.sums[2 * node + 1] ?? 0);
  }

  private sum(node: number, from: number, to: number, left: number, right: number): number {
    if (right < from || to < left) return 0;
    if (left <= from && to <= right) return this.sums[node] ?? 0;
    this.pushDown(node, from, to);
    const middle = (from + to) >> 1;
    return (
      this.sum(2 * node, from, middle, left, right) + this.sum(2 * node + 1, middle + 1, to, left, right)
    );
  }

  private pushDown(node: number, from: number, to: number): void {
    const value = this.pending[node] ?? 0;
    if (value === 0) return;
    const middle = (from + to) >> 1;
    for (const [child, length] of [
      [2 * node, middle - from + 1],
      [2 * node + 1, to - middle],
    ] as const) {
      this.sums[child] = (this.sums[child] ?? 0) + value * length;
      this.pending[child] = (this.pending[child] ?? 0) + value;
    }
    this.pending[node] = 0;
  }
}

export function solveLevel1(input: string): string {
  const reader = new TokenReader(input);
  const n = reader.int();
  const q = reader.int();
  const prefix = [0];
  for (let i = 1; i <= n; i += 1) prefix.push((prefix[i - 1] ?? 0) + reader.int());
  const answers: number[] = [];
  for (let i = 0; i < q; i += 1) {
    const left = reader.int();
    const right = reader.int();
    answers.push((prefix[right] ?? 0) - (prefix[left - 1] ?? 0));
  }
  return joinLines(answers);
}

export function solveLevel2(input: string): string {
  const reader = new TokenReader(input);
  const n = reader.int();
  const q = reader.int();
  const fares = [0];
  const ledger = new FenwickTree(n);
  for (let i = 1; i <= n; i += 1) {
    fares.push(reader.int());
    ledger.add(i, fares[i] ?? 0);
  }
  const answers: number[] = [];
  for (let i = 0; i < q; i += 1) {
    const kind = reader.int();
    const a = reader.int();
    const b = reader.int();
    if (kind === 1) {
      ledger.add(a, b - (fares[a] ?? 0));
      fares[a] = b;
    } else {
      answers.push(ledger.prefixSum(b) - ledger.prefixSum(a - 1));
    }
  }
  return joinLines(answers);
}

export function solveLevel3(input: string): string {
  const reader = new TokenReader(input);
  const n = reader.int();
  const q = reader.int();
  const ledger = new LazySegmentTree(n);
  for (let i = 1; i <= n; i += 1) ledger.rangeAdd(i, i, reader.int());
  const answers: number[] = [];
  for (let i = 0; i < q; i += 1) {
    const kind = reader.int();
    if (kind === 1) {
      const index = reader.int();
      const value = reader.int();
      ledger.rangeAdd(index, index, value - ledger.rangeSum(index, index));
    } else if (kind === 2) {
      answers.push(ledger.rangeSum(reader.int(), reader.int()));
    } else {
      const left = reader.int();
      const right = reader.int();
      ledger.rangeAdd(left, right, reader.int());
    }
  }
  return joinLines(answers);
}
