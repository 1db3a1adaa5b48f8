const d: any = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x: any) => x).map(Number);
const n = d[0], m = d[1];
const g: any = [];
for (let i = 0; i <= n; i++) g.push([]);
const c: any = new Array(n + 1).fill(0);
for (let i = 0; i < m; i++) {
  g[d[2 + i * 2]].push(d[3 + i * 2]);
  c[d[3 + i * 2]]++;
}
const h: any = [];
function p(x: any) {
  h.push(x);
  let i = h.length - 1;
  while (i > 0) {
    let j = (i - 1) >> 1;
    if (h[j] <= h[i]) break;
    let t = h[j]; h[j] = h[i]; h[i] = t;
    i = j;
  }
}
for (let i = 1; i <= n; i++) if (c[i] == 0) p(i);
const r: any = [];
while (h.length) {
  let x = h[0];
  let y = h.pop();
  if (h.length) {
    h[0] = y;
    let i = 0;
    while (true) {
      let a = i * 2 + 1, b = i * 2 + 2, s = i;
      if (a < h.length && h[a] < h[s]) s = a;
      if (b < h.length && h[b] < h[s]) s = b;
      if (s == i) break;
      let t = h[s]; h[s] = h[i]; h[i] = t;
      i = s;
    }
  }
  r.push(x);
  for (let k = 0; k < g[x].length; k++) {
    c[g[x][k]]--;
    if (c[g[x][k]] == 0) p(g[x][k]);
  }
}
if (r.length < n) console.log('CYCLE');
else console.log(r.join(' '));
