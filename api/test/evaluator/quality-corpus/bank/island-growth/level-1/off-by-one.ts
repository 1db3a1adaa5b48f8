const fs = require('fs');

class Bay {
  private readonly visited: boolean[][];

  constructor(private readonly grid: string[], private readonly rows: number, private readonly cols: number) {
    this.visited = grid.map((line) => new Array<boolean>(line.length).fill(false));
  }

  private inside(r: number, c: number): boolean {
    return r >= 0 && r < this.rows - 1 && c >= 0 && c < this.cols;
  }

  private flood(startRow: number, startCol: number): void {
    const stack: Array<[number, number]> = [[startRow, startCol]];
    this.visited[startRow][startCol] = true;
    const moves: Array<[number, number]> = [[1, 0], [-1, 0], [0, 1], [0, -1]];
    while (stack.length > 0) {
      const [r, c] = stack.pop()!;
      for (const [dr, dc] of moves) {
        const nr = r + dr;
        const nc = c + dc;
        if (this.inside(nr, nc) && this.grid[nr][nc] === '#' && !this.visited[nr][nc]) {
          this.visited[nr][nc] = true;
          stack.push([nr, nc]);
        }
      }
    }
  }

  countIslands(): number {
    let count = 0;
    for (let r = 0; r < this.rows; r++) {
      for (let c = 0; c < this.cols; c++) {
        if (this.grid[r][c] === '#' && !this.visited[r][c]) {
          count++;
          this.flood(r, c);
        }
      }
    }
    return count;
  }
}

const parts: string[] = fs.readFileSync(0, 'utf8').trim().split(/\s+/);
const rows = Number(parts[0]);
const cols = Number(parts[1]);
console.log(new Bay(parts.slice(2, 2 + rows), rows, cols).countIslands());
