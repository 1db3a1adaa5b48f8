'use strict';
// Counts the islands of a map: land cells (#) joined through shared sides.
const fs = require('fs');

const LAND = '#';

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

/** Gives every cell of the island holding firstCell the label, with an explicit stack. */
function labelIsland(land, islandOf, firstCell, label, rows, columns) {
  islandOf.set(firstCell, label);
  const stack = [firstCell];
  while (stack.length > 0) {
    const cell = stack.pop();
    for (const neighbour of neighbours(cell, rows, columns)) {
      if (land[neighbour] && !islandOf.has(neighbour)) {
        islandOf.set(neighbour, label);
        stack.push(neighbour);
      }
    }
  }
}

/** Numbers the islands 1, 2, ... in reading order; returns each land cell's island number. */
function labelIslands(grid, rows, columns) {
  const land = new Uint8Array(rows * columns);
  grid.forEach((line, row) => {
    for (let column = 0; column < columns; column++) {
      land[row * columns + column] = line[column] === LAND ? 1 : 0;
    }
  });
  const islandOf = new Map();
  let nextLabel = 1;
  for (let cell = 0; cell < rows * columns; cell++) {
    if (land[cell] && !islandOf.has(cell)) {
      labelIsland(land, islandOf, cell, nextLabel, rows, columns);
      nextLabel++;
    }
  }
  return islandOf;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  const rows = Number(tokens[0]);
  const columns = Number(tokens[1]);
  const islandOf = labelIslands(tokens.slice(2, 2 + rows), rows, columns);
  const labels = [...islandOf.values()];
  console.log(String(labels.reduce((highest, label) => Math.max(highest, label))));
}

main();
