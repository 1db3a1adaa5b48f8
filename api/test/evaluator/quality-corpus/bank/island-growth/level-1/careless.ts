const t: any = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x: any) => x);
const r = +t[0], c = +t[1];
const g: any = t.slice(2, 2 + r);
const v: any = [];
for (let i = 0; i < r; i++) v.push(new Array(c).fill(false));
let ans = 0;
for (let i = 0; i < r; i++) {
  for (let j = 0; j < c; j++) {
    if (g[i][j] == '#' && !v[i][j]) {
      ans++;
      v[i][j] = true;
      const s: any = [[i, j]];
      while (s.length > 0) {
        const [x, y] = s.pop();
        if (x > 0 && g[x - 1][y] == '#' && !v[x - 1][y]) { v[x - 1][y] = true; s.push([x - 1, y]); }
        if (x < r - 1 && g[x + 1][y] == '#' && !v[x + 1][y]) { v[x + 1][y] = true; s.push([x + 1, y]); }
        if (y > 0 && g[x][y - 1] == '#' && !v[x][y - 1]) { v[x][y - 1] = true; s.push([x, y - 1]); }
        if (y < c - 1 && g[x][y + 1] == '#' && !v[x][y + 1]) { v[x][y + 1] = true; s.push([x, y + 1]); }
      }
    }
  }
}
console.log(ans);
