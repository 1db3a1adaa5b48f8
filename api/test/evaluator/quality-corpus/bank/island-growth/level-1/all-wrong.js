'use strict';
// Counts the bodies of water of a map: water cells (.) joined through shared sides.
const fs = require('fs');

const WATER = '.';

/** The cells sharing a side with cell (numbered row * columns + column) that lie on the map. */
function neighbours(cell, rows, columns) {
  const row = Math.floor(cell / columns);
  const column = cell % columns;
  const result = [];
  if (row > 0) result.push(cell - columns);
  if (row + 1 < rows) result.push(cell + columns);
  if (column > 0) result.push(cell - 1);
  if (column + 1 < columns) result.push(cell + 1);
  return result;
}

/** Marks every cell of the body of water holding firstCell, with an explicit stack. */
function fillBody(water, seen, firstCell, rows, columns) {
  seen[firstCell] = 1;
  const stack = [firstCell];
  while (stack.length > 0) {
    for (const neighbour of neighbours(stack.pop(), rows, columns)) {
      if (water[neighbour] && !seen[neighbour]) {
        seen[neighbour] = 1;
        stack.push(neighbour);
      }
    }
  }
}

function countBodiesOfWater(grid, rows, columns) {
  const water = new Uint8Array(rows * columns);
  grid.forEach((line, row) => {
    for (let column = 0; column < columns; column++) {
      water[row * columns + column] = line[column] === WATER ? 1 : 0;
    }
  });
  const seen = new Uint8Array(rows * columns);
  let bodies = 0;
  for (let cell = 0; cell < rows * columns; cell++) {
    if (water[cell] && !seen[cell]) {
      bodies++;
      fillBody(water, seen, cell, rows, columns);
    }
  }
  return bodies;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  const rows = Number(tokens[0]);
  const columns = Number(tokens[1]);
  console.log(String(countBodiesOfWater(tokens.slice(2, 2 + rows), rows, columns)));
}

main();
