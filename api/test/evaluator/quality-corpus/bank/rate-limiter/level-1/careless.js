const L = require('fs').readFileSync(0, 'utf8').split('\n');
const n = parseInt(L[0]);
let r = null;
let d = {};
const s = {};
const o = [];
for (let i = 1; i <= n; i++) {
  const p = L[i].split(' ');
  if (p[0] == 'LIMIT') {
    r = [parseInt(p[1]), parseInt(p[2])];
    d = {};
    o.push('OK');
  } else if (p[0] == 'REQUEST') {
    const t = parseInt(p[1]), c = p[2];
    if (!s[c]) s[c] = [0, 0];
    if (r == null) {
      s[c][0]++;
      o.push('ALLOW');
    } else {
      const w = Math.floor(t / r[1]);
      if (!d[c] || d[c][0] != w) d[c] = [w, 0];
      if (d[c][1] < r[0]) {
        d[c][1]++;
        s[c][0]++;
        o.push('ALLOW');
      } else {
        s[c][1]++;
        o.push('DENY');
      }
    }
  } else {
    if (s[p[1]]) o.push(s[p[1]][0] + ' ' + s[p[1]][1]);
    else o.push('0 0');
  }
}
console.log(o.join('\n'));
