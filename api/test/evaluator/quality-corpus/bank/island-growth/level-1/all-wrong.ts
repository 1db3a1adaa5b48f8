const chunks: Buffer[] = [];

const LAND = '.';

type Cell = [number, number];

function countRegions(grid: string[], rows: number, columns: number): number {
  const marked: Uint8Array[] = grid.map(() => new Uint8Array(columns));
  let regions = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (grid[row][column] !== LAND || marked[row][column]) continue;
      regions++;
      marked[row][column] = 1;
      const pending: Cell[] = [[row, column]];
      while (pending.length > 0) {
        const [r, c] = pending.pop()!;
        const next: Cell[] = [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]];
        for (const [nr, nc] of next) {
          if (nr < 0 || nr >= rows || nc < 0 || nc >= columns) continue;
          if (grid[nr][nc] === LAND && !marked[nr][nc]) {
            marked[nr][nc] = 1;
            pending.push([nr, nc]);
          }
        }
      }
    }
  }
  return regions;
}

process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean);
  const rows = Number(tokens[0]);
  const columns = Number(tokens[1]);
  console.log(countRegions(tokens.slice(2, 2 + rows), rows, columns));
});
