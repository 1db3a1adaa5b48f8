const fs = require('fs');

const LAND = 35; // char code of '#'

/** Reads the map into one flat array: cell (row, column) is at row * columns + column. */
function readMap(text) {
  const tokens = text.split(/\s+/).filter(Boolean);
  const rows = Number(tokens[0]);
  const columns = Number(tokens[1]);
  const isLand = new Uint8Array(rows * columns);
  for (let row = 0; row < rows; row++) {
    const line = tokens[2 + row];
    for (let column = 0; column < columns; column++) {
      if (line.charCodeAt(column) === LAND) isLand[row * columns + column] = 1;
    }
  }
  return { rows, columns, isLand };
}

/**
 * Counts islands with an iterative flood fill: each new land cell starts an
 * island, and every cell connected to it is sunk (turned to water) so it is
 * never counted again. An explicit stack avoids recursion depth limits on a
 * map that is one big island.
 */
function countIslands({ rows, columns, isLand }) {
  const stack = new Int32Array(rows * columns);
  let islands = 0;
  for (let start = 0; start < isLand.length; start++) {
    if (!isLand[start]) continue;
    islands++;
    isLand[start] = 0;
    let top = 0;
    stack[top++] = start;
    const pushIfLand = (next) => {
      if (isLand[next]) {
        isLand[next] = 0;
        stack[top++] = next;
      }
    };
    while (top > 0) {
      const cell = stack[--top];
      const column = cell % columns;
      if (cell >= columns) pushIfLand(cell - columns);
      if (cell + columns < isLand.length) pushIfLand(cell + columns);
      if (column > 0) pushIfLand(cell - 1);
      if (column + 1 < columns) pushIfLand(cell + 1);
    }
  }
  return islands;
}

console.log(String(countIslands(readMap(fs.readFileSync(0, 'utf8')))));
