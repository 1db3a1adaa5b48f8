const L: any = require('fs').readFileSync(0, 'utf8').split('\n');
const h: any = [[], [], []];
const P: any = new Map();
let f = 0;
const o: any = [];
for (let i = 1; i <= +L[0]; i++) {
  const p: any = L[i].trim().split(' ');
  if (p[0] == 'ADD_FLOOR') {
    f++;
    let k = 0;
    for (let t = 0; t < 3; t++) {
      for (let j = 0; j < +p[t + 1]; j++) {
        k++;
        const q = h[t];
        q.push(f * 4096 + k);
        let x = q.length - 1;
        while (x > 0 && q[(x - 1) >> 1] > q[x]) { const y = (x - 1) >> 1; const z = q[y]; q[y] = q[x]; q[x] = z; x = y; }
      }
    }
    o.push('FLOOR ' + f);
  } else if (p[0] == 'PARK') {
    if (P.has(p[1])) { o.push('ALREADY_PARKED'); continue; }
    const t = p[2] == 'BIKE' ? 0 : p[2] == 'CAR' ? 1 : 2;
    const q = h[t];
    if (q.length == 0) { o.push('FULL'); continue; }
    const v = q[0];
    const w = q.pop();
    if (q.length > 0) {
      q[0] = w;
      let x = 0;
      while (true) {
        let a = 2 * x + 1, b = 2 * x + 2, s = x;
        if (a < q.length && q[a] < q[s]) s = a;
        if (b < q.length && q[b] < q[s]) s = b;
        if (s == x) break;
        const z = q[s]; q[s] = q[x]; q[x] = z; x = s;
      }
    }
    P.set(p[1], [v, t]);
    o.push('PARKED ' + p[1] + ' ' + Math.floor(v / 4096) + '-' + (v % 4096));
  } else if (p[0] == 'LEAVE') {
    if (!P.has(p[1])) { o.push('NOT_FOUND'); continue; }
    const [v, t] = P.get(p[1]);
    P.delete(p[1]);
    const q = h[t];
    q.push(v);
    let x = q.length - 1;
    while (x > 0 && q[(x - 1) >> 1] > q[x]) { const y = (x - 1) >> 1; const z = q[y]; q[y] = q[x]; q[x] = z; x = y; }
    o.push('LEFT ' + p[1] + ' ' + Math.floor(v / 4096) + '-' + (v % 4096));
  } else if (p[0] == 'WHERE') {
    if (!P.has(p[1])) o.push('NOT_FOUND');
    else o.push(Math.floor(P.get(p[1])[0] / 4096) + '-' + (P.get(p[1])[0] % 4096));
  } else {
    o.push('' + h[p[1] == 'SMALL' ? 0 : p[1] == 'MEDIUM' ? 1 : 2].length);
  }
}
console.log(o.join('\n'));
