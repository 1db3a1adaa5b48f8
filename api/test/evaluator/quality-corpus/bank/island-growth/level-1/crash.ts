const fs = require('fs');

const words: string[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter((w: string) => w.length > 0);
const R: number = parseInt(words[0]);
const C: number = parseInt(words[1]);
const map: string[] = words.slice(2, 2 + R);

// seen[r][c]: already part of a counted island
const seen: boolean[][] = [];
for (let i = 0; i < C; i++) seen.push(new Array(R).fill(false));

function isNewLand(r: number, c: number): boolean {
  return r >= 0 && r < R && c >= 0 && c < C && map[r][c] === '#' && !seen[r][c];
}

function fill(r0: number, c0: number): void {
  const todo: number[][] = [[r0, c0]];
  seen[r0][c0] = true;
  while (todo.length) {
    const [r, c] = todo.pop()!;
    const around = [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]];
    for (const [nr, nc] of around) {
      if (isNewLand(nr, nc)) {
        seen[nr][nc] = true;
        todo.push([nr, nc]);
      }
    }
  }
}

let islands = 0;
for (let r = 0; r < R; r++) {
  for (let c = 0; c < C; c++) {
    if (isNewLand(r, c)) {
      islands++;
      fill(r, c);
    }
  }
}
console.log(islands);
