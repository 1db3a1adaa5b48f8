const d = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x.length > 0);
const n = +d[0];
const m = {};
let l = 0, b = 0, s = 0;
for (let i = 0; i < n; i++) {
  const v = d[i + 1];
  if (m[v] !== undefined && m[v] >= l) l = m[v] + 1;
  m[v] = i;
  if (i - l + 1 > b) { b = i - l + 1; s = l; }
}
console.log(b + ' ' + (s + 1));
