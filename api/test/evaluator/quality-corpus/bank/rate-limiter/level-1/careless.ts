const L: any = require('fs').readFileSync(0, 'utf8').split('\n');
let k: any = -1, w: any = 0, g = 0;
const A: any = {}, B: any = {}, W: any = {}, C: any = {}, G: any = {};
const o: any = [];
for (let i = 1; i <= +L[0]; i++) {
  const p = L[i].trim().split(' ');
  if (p[0] == 'LIMIT') {
    k = +p[1]; w = +p[2]; g++;
    o.push('OK');
  } else if (p[0] == 'REQUEST') {
    const c = p[2];
    if (A[c] === undefined) { A[c] = 0; B[c] = 0; W[c] = -1; C[c] = 0; G[c] = -1; }
    if (k == -1) { A[c]++; o.push('ALLOW'); continue; }
    const x = Math.floor(+p[1] / w);
    if (G[c] != g || W[c] != x) { G[c] = g; W[c] = x; C[c] = 0; }
    if (C[c] < k) { C[c]++; A[c]++; o.push('ALLOW'); }
    else { B[c]++; o.push('DENY'); }
  } else {
    if (A[p[1]] === undefined) o.push('0 0');
    else o.push(A[p[1]] + ' ' + B[p[1]]);
  }
}
console.log(o.join('\n'));
