const d = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x).map(Number);
const n = d[0], m = d[1];
const g = [];
const c = [];
for (let i = 0; i <= n; i++) { g.push([]); c.push(0); }
for (let i = 0; i < m; i++) {
  g[d[2 + i * 2]].push(d[3 + i * 2]);
  c[d[3 + i * 2]]++;
}
const h = [];
for (let i = 1; i <= n; i++) {
  if (c[i] == 0) {
    h.push(i);
    let j = h.length - 1;
    while (j > 0 && h[(j - 1) >> 1] > h[j]) {
      let t = h[j]; h[j] = h[(j - 1) >> 1]; h[(j - 1) >> 1] = t;
      j = (j - 1) >> 1;
    }
  }
}
const r = [];
while (h.length) {
  const x = h[0];
  const y = h.pop();
  if (h.length) {
    h[0] = y;
    let j = 0;
    while (true) {
      let a = j * 2 + 1, b = j * 2 + 2, s = j;
      if (a < h.length && h[a] < h[s]) s = a;
      if (b < h.length && h[b] < h[s]) s = b;
      if (s == j) break;
      let t = h[j]; h[j] = h[s]; h[s] = t;
      j = s;
    }
  }
  r.push(x);
  for (const v of g[x]) {
    c[v]--;
    if (c[v] == 0) {
      h.push(v);
      let j = h.length - 1;
      while (j > 0 && h[(j - 1) >> 1] > h[j]) {
        let t = h[j]; h[j] = h[(j - 1) >> 1]; h[(j - 1) >> 1] = t;
        j = (j - 1) >> 1;
      }
    }
  }
}
if (r.length < n) console.log('CYCLE');
else console.log(r.join(' '));
