import { joinLines, TokenReader } from '../token-reader.js';

/** Union-find with union by size and path halving; tracks the island count and the largest island. */
class Islands {
  private readonly parent: Int32Array;
  private readonly size: Int32Array;
  private readonly land: Uint8Array;
  count = 0;
  largest = 0;

  constructor(
    private readonly rows: number,
    private readonly columns: number,
  ) {
    this.parent = new Int32Array(rows * columns);
    this.size = new Int32Array(rows * columns);
    this.land = new Uint8Array(rows * columns);
  }

  /** Turns a cell into land (no-op if it already is) and merges it with land neighbours. */
  reclaim(row: number, column: number): void {
    const cell = row * this.columns + column;
    if (this.land[cell] === 1) return;
    this.land[cell] = 1;
    this.parent[cell] = cell;
    this.size[cell] = 1;
    this.count += 1;
    this.largest = Math.max(this.largest, 1);
    const neighbours: [number, number][] = [
      [row - 1, column],
      [row + 1, column],
      [row, column - 1],
      [row, column + 1],
    ];
    for (const [r, c] of neighbours) {
      if (r < 0 || c < 0 || r >= this.rows || c >= this.columns) continue;
      const neighbour = r * this.columns + c;
      if (this.land[neighbour] === 1) this.union(cell, neighbour);
    }
  }

  private find(cell: number): number {
    let current = cell;
    while (this.parent[current] !== current) {
      const grandparent = this.parent[this.parent[current] ?? current] ?? current;
      this.parent[current] = grandparent;
      current = grandparent;
    }
    return current;
  }

  private union(a: number, b: number): void {
    let rootA = this.find(a);
    let rootB = this.find(b);
    if (rootA === rootB) return;
    if ((this.size[rootA] ?? 0) < (this.size[rootB] ?? 0)) [rootA, rootB] = [rootB, rootA];
    this.parent[rootB] = rootA;
    this.size[rootA] = (this.size[rootA] ?? 0) + (this.size[rootB] ?? 0);
    this.largest = Math.max(this.largest, this.size[rootA] ?? 0);
    this.count -= 1;
  }
}

function readMap(reader: TokenReader): Islands {
  const rows = reader.int();
  const columns = reader.int();
  const islands = new Islands(rows, columns);
  for (let r = 0; r < rows; r += 1) {
    const line = reader.string();
    for (let c = 0; c < columns; c += 1) if (line[c] === '#') islands.reclaim(r, c);
  }
  return islands;
}

function replayReclamations(input: string, report: (islands: Islands) => string): string {
  const reader = new TokenReader(input);
  const islands = readMap(reader);
  const q = reader.int();
  const lines: string[] = [];
  for (let i = 0; i < q; i += 1) {
    islands.reclaim(reader.int() - 1, reader.int() - 1);
    lines.push(report(islands));
  }
  return joinLines(lines);
}

export function solveLevel1(input: string): string {
  return `${readMap(new TokenReader(input)).count}\n`;
}

export function solveLevel2(input: string): string {
  return replayReclamations(input, (islands) => `${islands.count}`);
}

export function solveLevel3(input: string): string {
  return replayReclamations(input, (islands) => `${islands.count} ${islands.largest}`);
}
