const L = require('fs').readFileSync(0, 'utf8').split('\n');
const n = parseInt(L[0]);
const b = new Map();
const o = [];
for (let i = 1; i <= n; i++) {
  const p = L[i].trim().split(' ');
  if (p[0] == 'EXPENSE') {
    const a = +p[2], k = +p[3];
    b.set(p[1], (b.get(p[1]) || 0) + a);
    const x = Math.floor(a / k), r = a % k;
    for (let j = 0; j < k; j++) {
      const u = p[4 + j];
      if (j < r) b.set(u, (b.get(u) || 0) - x - 1);
      else b.set(u, (b.get(u) || 0) - x);
    }
    o.push('OK');
  } else if (p[0] == 'BALANCE') {
    o.push('' + (b.get(p[1]) || 0));
  }
}
console.log(o.join('\n'));
