const fs = require('fs');

interface BayMap {
  rows: number;
  columns: number;
  /** land[row * columns + column] is 1 for land. */
  land: Uint8Array;
}

function parseMap(input: string): BayMap {
  const tokens = input.split(/\s+/).filter(Boolean);
  const rows = Number(tokens[0]);
  const columns = Number(tokens[1]);
  const land = new Uint8Array(rows * columns);
  for (let row = 0; row < rows; row++) {
    const line = tokens[2 + row];
    for (let column = 0; column < columns; column++) {
      if (line.charCodeAt(column) === 35 /* '#' */) land[row * columns + column] = 1;
    }
  }
  return { rows, columns, land };
}

/** Marks every land cell connected to `first`; an explicit stack, since one island may cover the whole map. */
function sinkIsland(map: BayMap, seen: Uint8Array, stack: Int32Array, first: number): void {
  const { rows, columns, land } = map;
  let top = 0;
  seen[first] = 1;
  stack[top++] = first;
  const visit = (cell: number): void => {
    if (land[cell] === 1 && seen[cell] === 0) {
      seen[cell] = 1;
      stack[top++] = cell;
    }
  };
  while (top > 0) {
    const cell = stack[--top];
    const row = Math.floor(cell / columns);
    const column = cell - row * columns;
    if (row > 0) visit(cell - columns);
    if (row + 1 < rows) visit(cell + columns);
    if (column > 0) visit(cell - 1);
    if (column + 1 < columns) visit(cell + 1);
  }
}

function countIslands(map: BayMap): number {
  const cellCount = map.rows * map.columns;
  const seen = new Uint8Array(cellCount);
  const stack = new Int32Array(cellCount);
  let islands = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    if (map.land[cell] === 1 && seen[cell] === 0) {
      islands++;
      sinkIsland(map, seen, stack, cell);
    }
  }
  return islands;
}

console.log(countIslands(parseMap(fs.readFileSync(0, 'utf8'))));
