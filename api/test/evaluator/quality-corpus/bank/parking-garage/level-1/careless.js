const L = require('fs').readFileSync(0, 'utf8').split('\n');

function ps(h, v) {
  h.push(v);
  let i = h.length - 1;
  while (i > 0) {
    let j = (i - 1) >> 1;
    if (h[j] <= h[i]) break;
    let t = h[i]; h[i] = h[j]; h[j] = t;
    i = j;
  }
}

function pp(h) {
  let r = h[0];
  let v = h.pop();
  if (h.length > 0) {
    h[0] = v;
    let i = 0;
    while (true) {
      let a = 2 * i + 1, b = 2 * i + 2, m = i;
      if (a < h.length && h[a] < h[m]) m = a;
      if (b < h.length && h[b] < h[m]) m = b;
      if (m == i) break;
      let t = h[i]; h[i] = h[m]; h[m] = t;
      i = m;
    }
  }
  return r;
}

let s = [], md = [], lg = [];
let f = 0;
let p = new Map();
let o = [];
let n = +L[0];
for (let i = 1; i <= n; i++) {
  let x = L[i].trim().split(' ');
  if (x[0] == 'ADD_FLOOR') {
    f++;
    let c = 0;
    for (let j = 0; j < +x[1]; j++) { c++; ps(s, f * 10000 + c); }
    for (let j = 0; j < +x[2]; j++) { c++; ps(md, f * 10000 + c); }
    for (let j = 0; j < +x[3]; j++) { c++; ps(lg, f * 10000 + c); }
    o.push('FLOOR ' + f);
  } else if (x[0] == 'PARK') {
    if (p.has(x[1])) { o.push('ALREADY_PARKED'); continue; }
    let h = s;
    if (x[2] == 'CAR') h = md;
    if (x[2] == 'TRUCK') h = lg;
    if (h.length == 0) { o.push('FULL'); continue; }
    let k = pp(h);
    p.set(x[1], [k, h]);
    o.push('PARKED ' + x[1] + ' ' + Math.floor(k / 10000) + '-' + (k % 10000));
  } else if (x[0] == 'LEAVE') {
    if (!p.has(x[1])) { o.push('NOT_FOUND'); continue; }
    let k = p.get(x[1])[0];
    ps(p.get(x[1])[1], k);
    p.delete(x[1]);
    o.push('LEFT ' + x[1] + ' ' + Math.floor(k / 10000) + '-' + (k % 10000));
  } else if (x[0] == 'WHERE') {
    if (!p.has(x[1])) o.push('NOT_FOUND');
    else o.push(Math.floor(p.get(x[1])[0] / 10000) + '-' + (p.get(x[1])[0] % 10000));
  } else if (x[0] == 'FREE') {
    if (x[1] == 'SMALL') o.push('' + s.length);
    if (x[1] == 'MEDIUM') o.push('' + md.length);
    if (x[1] == 'LARGE') o.push('' + lg.length);
  }
}
console.log(o.join('\n'));
