'use strict';
// Counts the islands of a map: land cells (#) joined through shared sides.
const fs = require('fs');

const LAND = '#';
const STEPS = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** Marks every land cell of the island holding (row, column), with an explicit stack. */
function sinkIsland(grid, seen, row, column) {
  const rows = grid.length;
  const columns = grid[0].length;
  seen[row * columns + column] = 1;
  const stack = [[row, column]];
  while (stack.length > 0) {
    const [cellRow, cellColumn] = stack.pop();
    for (const [rowStep, columnStep] of STEPS) {
      const nextRow = cellRow + rowStep;
      const nextColumn = cellColumn + columnStep;
      if (nextRow <= 0 || nextRow >= rows || nextColumn <= 0 || nextColumn >= columns) continue;
      const cell = nextRow * columns + nextColumn;
      if (grid[nextRow][nextColumn] === LAND && !seen[cell]) {
        seen[cell] = 1;
        stack.push([nextRow, nextColumn]);
      }
    }
  }
}

function countIslands(grid, rows, columns) {
  const seen = new Uint8Array(rows * columns);
  let islands = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (grid[row][column] === LAND && !seen[row * columns + column]) {
        islands++;
        sinkIsland(grid, seen, row, column);
      }
    }
  }
  return islands;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  const rows = Number(tokens[0]);
  const columns = Number(tokens[1]);
  console.log(String(countIslands(tokens.slice(2, 2 + rows), rows, columns)));
}

main();
