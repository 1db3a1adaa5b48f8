'use strict';
// Prints how many hubs a parcel leaving hub 1 can reach.
const fs = require('fs');

/** adjacency[hub] lists the hubs one road away from hub (hubs are 1-based). */
function readRoads(tokens, hubCount, roadCount) {
  const adjacency = Array.from({ length: hubCount + 1 }, () => []);
  for (let road = 0; road < roadCount; road++) {
    const first = tokens[2 + 2 * road];
    const second = tokens[3 + 2 * road];
    adjacency[first].push(second);
    adjacency[second].push(first);
  }
  return adjacency;
}

/** Breadth-first search from start; counts start itself. */
function reachableHubs(adjacency, start) {
  const visited = new Uint8Array(adjacency.length);
  visited[start] = 1;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    for (const neighbour of adjacency[queue[head]]) {
      if (!visited[neighbour]) {
        visited[neighbour] = 1;
        queue.push(neighbour);
      }
    }
  }
  return queue.length;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [hubCount, roadCount] = tokens;
  console.log(String(reachableHubs(readRoads(tokens, hubCount, roadCount), 1)));
}

main();
