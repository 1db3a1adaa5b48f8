const d: any = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x: any) => x).map(Number);
const n = d[0];
const a: any = [], b: any = [];
for (let i = 0; i < n; i++) {
  a.push(d[1 + i * 2]);
  b.push(d[2 + i * 2]);
}
a.sort((x: any, y: any) => x - y);
b.sort((x: any, y: any) => x - y);
let c = 0, m = 0, j = 0;
for (let i = 0; i < n; i++) {
  while (b[j] <= a[i]) { j++; c--; }
  c++;
  if (c > m) m = c;
}
console.log(m);
