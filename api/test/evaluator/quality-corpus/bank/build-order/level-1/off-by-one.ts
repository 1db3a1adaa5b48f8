const fs = require('fs');

class ModuleHeap {
  private heap: number[] = [];

  isEmpty(): boolean {
    return this.heap.length === 0;
  }

  add(module: number): void {
    const heap = this.heap;
    heap.push(module);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = Math.floor((i - 1) / 2);
      if (heap[parent] <= heap[i]) break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  }

  takeSmallest(): number {
    const heap = this.heap;
    const smallest = heap[0];
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      this.sinkFromTop();
    }
    return smallest;
  }

  private sinkFromTop(): void {
    const heap = this.heap;
    const lastIndex = heap.length - 1;
    let i = 0;
    while (true) {
      const left = 2 * i + 1;
      const right = 2 * i + 2;
      let pick = i;
      if (left < lastIndex && heap[left] < heap[pick]) pick = left;
      if (right < lastIndex && heap[right] < heap[pick]) pick = right;
      if (pick === i) break;
      [heap[i], heap[pick]] = [heap[pick], heap[i]];
      i = pick;
    }
  }
}

function buildOrder(n: number, edges: Array<[number, number]>): number[] | null {
  const after: number[][] = [];
  for (let i = 0; i <= n; i++) after.push([]);
  const waiting: number[] = new Array(n + 1).fill(0);
  for (const [a, b] of edges) {
    after[a].push(b);
    waiting[b]++;
  }
  const ready = new ModuleHeap();
  for (let module = 1; module <= n; module++) {
    if (waiting[module] === 0) ready.add(module);
  }
  const order: number[] = [];
  while (!ready.isEmpty()) {
    const module = ready.takeSmallest();
    order.push(module);
    for (const next of after[module]) {
      waiting[next]--;
      if (waiting[next] === 0) ready.add(next);
    }
  }
  return order.length === n ? order : null;
}

const tokens = fs.readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n: number = tokens[0];
const m: number = tokens[1];
const edges: Array<[number, number]> = [];
for (let i = 0; i < m; i++) edges.push([tokens[2 + 2 * i], tokens[3 + 2 * i]]);
const result = buildOrder(n, edges);
console.log(result ? result.join(' ') : 'CYCLE');
