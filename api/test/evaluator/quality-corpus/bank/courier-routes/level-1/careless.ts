const a: any = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x: any) => x != '').map(Number);
const n = a[0], m = a[1];
const g: any = [];
for (let i = 0; i <= n; i++) g.push([]);
for (let i = 0; i < m; i++) {
  g[a[2 + 2 * i]].push(a[3 + 2 * i]);
  g[a[3 + 2 * i]].push(a[2 + 2 * i]);
}
const d: any = new Array(n + 1).fill(-1);
const q: any = [1];
d[1] = 0;
let h = 0;
while (h < q.length) {
  const x = q[h++];
  for (const y of g[x]) {
    if (d[y] == -1) {
      d[y] = d[x] + 1;
      q.push(y);
    }
  }
}
console.log(d[n]);
