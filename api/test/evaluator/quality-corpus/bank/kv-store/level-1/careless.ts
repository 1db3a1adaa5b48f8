const l: any = require('fs').readFileSync(0, 'utf8').split('\n');
const a: any = new Map();
const b: any = new Map();
const r: any = [];
for (let i = 1; i <= +l[0]; i++) {
  const p = l[i].trim().split(' ');
  if (p[0] == 'SET') {
    if (a.has(p[1])) b.set(a.get(p[1]), b.get(a.get(p[1])) - 1);
    a.set(p[1], p[2]);
    b.set(p[2], (b.get(p[2]) || 0) + 1);
    r.push('OK');
  } else if (p[0] == 'GET') {
    r.push(a.has(p[1]) ? a.get(p[1]) : 'NULL');
  } else if (p[0] == 'DELETE') {
    if (a.has(p[1])) {
      b.set(a.get(p[1]), b.get(a.get(p[1])) - 1);
      a.delete(p[1]);
      r.push('DELETED');
    } else r.push('NOT_FOUND');
  } else {
    r.push(String(b.get(p[1]) || 0));
  }
}
console.log(r.join('\n'));
