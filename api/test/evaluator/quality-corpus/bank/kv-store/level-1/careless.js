var lines = require('fs').readFileSync(0, 'utf8').split('\n');
var n = Number(lines[0]);
var m = new Map();
var c = new Map();
var res = [];
for (var i = 1; i <= n; i++) {
  var a = lines[i].trim().split(' ');
  switch (a[0]) {
    case 'SET':
      if (m.has(a[1])) c.set(m.get(a[1]), c.get(m.get(a[1])) - 1);
      m.set(a[1], a[2]);
      c.set(a[2], (c.get(a[2]) || 0) + 1);
      res.push('OK');
      break;
    case 'GET':
      res.push(m.has(a[1]) ? m.get(a[1]) : 'NULL');
      break;
    case 'DELETE':
      if (m.has(a[1])) {
        c.set(m.get(a[1]), c.get(m.get(a[1])) - 1);
        m.delete(a[1]);
        res.push('DELETED');
      } else res.push('NOT_FOUND');
      break;
    case 'COUNT':
      res.push('' + (c.get(a[1]) || 0));
      break;
  }
}
console.log(res.join('\n'));
