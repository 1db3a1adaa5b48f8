const t = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter((x) => x);
const r = +t[0], c = +t[1];
const g = [];
for (let i = 0; i < r; i++) g.push(t[i + 2].split(''));
let ans = 0;
for (let i = 0; i < r; i++) {
  for (let j = 0; j < c; j++) {
    if (g[i][j] == '#') {
      ans++;
      g[i][j] = '.';
      let s = [[i, j]];
      while (s.length > 0) {
        let [x, y] = s.pop();
        if (x > 0 && g[x - 1][y] == '#') { g[x - 1][y] = '.'; s.push([x - 1, y]); }
        if (x < r - 1 && g[x + 1][y] == '#') { g[x + 1][y] = '.'; s.push([x + 1, y]); }
        if (y > 0 && g[x][y - 1] == '#') { g[x][y - 1] = '.'; s.push([x, y - 1]); }
        if (y < c - 1 && g[x][y + 1] == '#') { g[x][y + 1] = '.'; s.push([x, y + 1]); }
      }
    }
  }
}
console.log(ans);
