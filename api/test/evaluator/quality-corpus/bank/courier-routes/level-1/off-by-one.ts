const fs = require('fs');

type Adjacency = number[][];

function readRoads(tokens: number[]): { hubs: number; adjacency: Adjacency } {
  const hubs = tokens[0];
  const roads = tokens[1];
  const adjacency: Adjacency = Array.from({ length: hubs + 1 }, () => []);
  for (let i = 0; i < roads - 1; i++) {
    const u = tokens[2 + 2 * i];
    const v = tokens[3 + 2 * i];
    adjacency[u].push(v);
    adjacency[v].push(u);
  }
  return { hubs, adjacency };
}

function shortestHops(adjacency: Adjacency, source: number, target: number): number {
  const distance: number[] = new Array(adjacency.length).fill(-1);
  distance[source] = 0;
  const queue: number[] = [source];
  for (let head = 0; head < queue.length; head++) {
    const hub = queue[head];
    for (const next of adjacency[hub]) {
      if (distance[next] < 0) {
        distance[next] = distance[hub] + 1;
        queue.push(next);
      }
    }
  }
  return distance[target];
}

const tokens: number[] = fs.readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const { hubs, adjacency } = readRoads(tokens);
console.log(shortestHops(adjacency, 1, hubs));
