const d = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x).map(Number);
const n = d[0], q = d[1];
const p = [0];
for (let i = 0; i < n; i++) p.push(p[i] + d[2 + i]);
let o = [];
let k = 2 + n;
for (let i = 0; i < q; i++) {
  let a = d[k], b = d[k + 1];
  k = k + 2;
  o.push(p[b] - p[a - 1]);
}
console.log(o.join('\n'));
