const lines: string[] = require('fs').readFileSync(0, 'utf8').split('\n');
const [n, m] = lines[0].split(' ').map(Number);

const roads = new Map<number, number[]>();
function connect(a: number, b: number): void {
  if (!roads.has(a)) roads.set(a, []);
  roads.get(a)!.push(b);
}
for (let i = 1; i <= m; i++) {
  const [u, v] = lines[i].split(' ').map(Number);
  connect(u, v);
  connect(v, u);
}

function bfs(): number {
  const dist = new Map<number, number>();
  dist.set(1, 0);
  const queue: number[] = [1];
  let front = 0;
  while (front < queue.length) {
    const hub = queue[front++];
    for (const next of roads.get(hub)!) {
      if (dist.has(next)) continue;
      const d = dist.get(hub)! + 1;
      if (next === n) return d;
      dist.set(next, d);
      queue.push(next);
    }
  }
  return -1;
}

console.log(bfs());
