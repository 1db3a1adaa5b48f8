'use strict';
// Prints the fewest roads on a route from hub 1 to hub n, or -1 when hub n cannot be reached.
const fs = require('fs');

const UNREACHED = -1;

function addNeighbour(neighbours, hub, next) {
  if (!neighbours.has(hub)) neighbours.set(hub, []);
  neighbours.get(hub).push(next);
}

/** neighbours.get(hub) lists the hubs one road away from hub. */
function readRoads(tokens, roadCount) {
  const neighbours = new Map();
  for (let road = 0; road < roadCount; road++) {
    const first = tokens[2 + 2 * road];
    const second = tokens[3 + 2 * road];
    addNeighbour(neighbours, first, second);
    addNeighbour(neighbours, second, first);
  }
  return neighbours;
}

/** Breadth-first search: hubs are reached in order of their distance from start. */
function fewestRoads(neighbours, hubCount, start, target) {
  const roadsTo = new Int32Array(hubCount + 1).fill(UNREACHED);
  roadsTo[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const hub = queue[head];
    for (const next of neighbours.get(hub)) {
      if (roadsTo[next] === UNREACHED) {
        roadsTo[next] = roadsTo[hub] + 1;
        queue.push(next);
      }
    }
  }
  return roadsTo[target];
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [hubCount, roadCount] = tokens;
  const neighbours = readRoads(tokens, roadCount);
  console.log(String(fewestRoads(neighbours, hubCount, 1, hubCount)));
}

main();
