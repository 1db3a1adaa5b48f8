const fs = require('fs');

type Graph = { n: number; next: number[][]; indegree: number[] };

function readGraph(): Graph {
  const nums = fs.readFileSync(0, 'utf8').split(/\s+/).filter((s: string) => s.length > 0).map(Number);
  const n = nums[0];
  const m = nums[1];
  const next: number[][] = Array.from({ length: n + 1 }, () => [] as number[]);
  const indegree = new Array<number>(n + 1).fill(0);
  for (let i = 0; i < m; i++) {
    const a = nums[2 + 2 * i];
    const b = nums[3 + 2 * i];
    next[a].push(b);
    indegree[b]++;
  }
  return { n, next, indegree };
}

function heapPush(heap: number[], value: number): void {
  heap.push(value);
  let i = heap.length - 1;
  while (i > 0 && heap[(i - 1) >> 1] > heap[i]) {
    const p = (i - 1) >> 1;
    [heap[p], heap[i]] = [heap[i], heap[p]];
    i = p;
  }
}

function heapPop(heap: number[]): number {
  const top = heap[0];
  const last = heap.pop() as number;
  if (heap.length > 0) {
    heap[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let best = i;
      if (l < heap.length && heap[l] < heap[best]) best = l;
      if (r < heap.length && heap[r] < heap[best]) best = r;
      if (best === i) break;
      [heap[i], heap[best]] = [heap[best], heap[i]];
      i = best;
    }
  }
  return top;
}

const { n, next, indegree } = readGraph();
const heap: number[] = [];
for (let v = 1; v <= n; v++) if (indegree[v] === 0) heapPush(heap, v);

// every module gets built exactly once, so we pop n times
const order: number[] = [];
for (let step = 0; step < n; step++) {
  const v = heapPop(heap);
  order.push(v);
  for (const w of next[v]) {
    indegree[w]--;
    if (indegree[w] === 0) heapPush(heap, w);
  }
}
if (order.length < n) console.log('CYCLE');
else console.log(order.join(' '));
