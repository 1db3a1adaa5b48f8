'use strict';
// Counts the islands of a bay map: land cells (#) connected through shared sides.
const fs = require('fs');

const LAND = '#';

/** The map flattened row by row: isLand[row * columns + column]. */
class BayMap {
  constructor(rows, columns, isLand) {
    this.rows = rows;
    this.columns = columns;
    this.isLand = isLand;
  }

  get cellCount() {
    return this.rows * this.columns;
  }

  /** Calls visit for each cell sharing a side with cell that lies on the map. */
  forEachNeighbour(cell, visit) {
    const row = Math.floor(cell / this.columns);
    const column = cell - row * this.columns;
    if (row > 0) visit(cell - this.columns);
    if (row + 1 < this.rows) visit(cell + this.columns);
    if (column > 0) visit(cell - 1);
    if (column + 1 < this.columns) visit(cell + 1);
  }
}

/** Reads 'r c' followed by r rows of '#' and '.'. */
class MapParser {
  parse(text) {
    const tokens = text.split(/\s+/).filter(Boolean);
    const rows = Number(tokens[0]);
    const columns = Number(tokens[1]);
    const flat = tokens.slice(2, 2 + rows).join('');
    if (flat.length !== rows * columns) {
      throw new Error(`expected ${rows * columns} cells, got ${flat.length}`);
    }
    const isLand = new Uint8Array(flat.length);
    for (let cell = 0; cell < flat.length; cell++) isLand[cell] = flat[cell] === LAND ? 1 : 0;
    return new BayMap(rows, columns, isLand);
  }
}

/** Strategy for visiting every land cell connected to a starting cell. */
class RegionFiller {
  fill(bay, start, visited) {
    throw new Error(`${this.constructor.name} must implement fill(${start})`);
  }
}

/** Depth-first with an explicit stack, so one huge island cannot overflow the call stack. */
class IterativeFloodFill extends RegionFiller {
  fill(bay, start, visited) {
    visited[start] = 1;
    const stack = [start];
    const visit = (neighbour) => {
      if (bay.isLand[neighbour] && !visited[neighbour]) {
        visited[neighbour] = 1;
        stack.push(neighbour);
      }
    };
    while (stack.length > 0) bay.forEachNeighbour(stack.pop(), visit);
  }
}

/** Scans the map; every land cell not yet visited starts a new island. */
class IslandCounter {
  constructor(filler) {
    this.filler = filler;
  }

  count(bay) {
    const visited = new Uint8Array(bay.cellCount);
    let islands = 0;
    for (let cell = 0; cell < bay.cellCount; cell++) {
      if (!bay.isLand[cell] || visited[cell]) continue;
      islands++;
      this.filler.fill(bay, cell, visited);
    }
    return islands;
  }
}

function main() {
  try {
    const bay = new MapParser().parse(fs.readFileSync(0, 'utf8'));
    console.log(String(new IslandCounter(new IterativeFloodFill()).count(bay)));
  } catch (error) {
    console.error(`invalid input: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
