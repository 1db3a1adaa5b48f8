const d = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x: string) => x).map(Number);
const n = d[0];
const m = new Map();
let l = 0, b = 0, s = 0;
for (let i = 0; i < n; i++) {
  const v = d[i + 1];
  if (m.has(v) && m.get(v) >= l) l = m.get(v) + 1;
  m.set(v, i);
  if (i - l + 1 > b) { b = i - l + 1; s = l; }
}
console.log(b + ' ' + (s + 1));
