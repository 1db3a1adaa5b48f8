const L: any = require('fs').readFileSync(0, 'utf8').split('\n');
const n = +L[0];
const b: any = {};
let o: any = [];
for (let i = 1; i <= n; i++) {
  const p: any = L[i].trim().split(' ');
  if (p[0] == 'EXPENSE') {
    const x = +p[2], k = +p[3];
    if (b[p[1]] === undefined) b[p[1]] = 0;
    b[p[1]] += x;
    for (let j = 0; j < k; j++) {
      let s = Math.floor(x / k);
      if (j < x % k) s++;
      if (b[p[4 + j]] === undefined) b[p[4 + j]] = 0;
      b[p[4 + j]] -= s;
    }
    o.push('OK');
  } else {
    if (b[p[1]] === undefined) o.push('0');
    else o.push('' + b[p[1]]);
  }
}
console.log(o.join('\n'));
