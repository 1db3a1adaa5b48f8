let z = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((v) => v != '').map(Number);
let n = z[0];
let e = [];
for (let i = 0; i < n; i++) {
  e.push(z[1 + 2 * i] * 2 + 1);
  e.push(z[2 + 2 * i] * 2);
}
e.sort((a, b) => a - b);
let c = 0, m = 0;
for (let i = 0; i < e.length; i++) {
  if (e[i] % 2 == 1) c++;
  else c--;
  if (c > m) m = c;
}
console.log(m);
