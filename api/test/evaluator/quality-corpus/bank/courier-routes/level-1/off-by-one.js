'use strict';
// Prints the fewest roads on a route from hub 1 to hub n, or -1 when hub n cannot be reached.
const fs = require('fs');

const UNREACHED = -1;

/** adjacency[hub] lists the hubs one road away from hub (hubs are 1-based). */
function readRoads(tokens, hubCount, roadCount) {
  const adjacency = Array.from({ length: hubCount + 1 }, () => []);
  for (let road = 1; road < roadCount; road++) {
    const first = tokens[2 * road];
    const second = tokens[2 * road + 1];
    adjacency[first].push(second);
    adjacency[second].push(first);
  }
  return adjacency;
}

/** Breadth-first search: hubs are reached in order of their distance from start. */
function fewestRoads(adjacency, start, target) {
  const roadsTo = new Int32Array(adjacency.length).fill(UNREACHED);
  roadsTo[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const hub = queue[head];
    for (const neighbour of adjacency[hub]) {
      if (roadsTo[neighbour] === UNREACHED) {
        roadsTo[neighbour] = roadsTo[hub] + 1;
        queue.push(neighbour);
      }
    }
  }
  return roadsTo[target];
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [hubCount, roadCount] = tokens;
  const adjacency = readRoads(tokens, hubCount, roadCount);
  console.log(String(fewestRoads(adjacency, 1, hubCount)));
}

main();
