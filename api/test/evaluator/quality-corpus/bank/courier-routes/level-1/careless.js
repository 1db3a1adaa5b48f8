const s = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
let n = s[0], m = s[1];
let a = [];
for (let i = 0; i <= n; i++) a[i] = [];
for (let i = 0; i < m; i++) {
  let x = s[2 + 2 * i], y = s[3 + 2 * i];
  a[x].push(y);
  a[y].push(x);
}
let d = new Array(n + 1).fill(-1);
d[1] = 0;
let q = [1];
let p = 0;
while (p < q.length) {
  let u = q[p++];
  for (let j = 0; j < a[u].length; j++) {
    let v = a[u][j];
    if (d[v] < 0) {
      d[v] = d[u] + 1;
      q.push(v);
    }
  }
}
console.log(d[n]);
