const s: any = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x: any) => x.length).map(Number);
const n = s[0], q = s[1];
const p: any = [0];
for (let i = 0; i < n; i++) p.push(p[i] + s[2 + i]);
let o = '';
for (let i = 0; i < q; i++) {
  const l = s[2 + n + 2 * i], r = s[3 + n + 2 * i];
  o += (p[r] - p[l - 1]) + '\n';
}
process.stdout.write(o);
