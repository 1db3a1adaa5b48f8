const fs = require('fs');

/** Roads stored as a compressed adjacency list: the neighbours of hub h are targets[start[h] .. start[h + 1]). */
interface RoadNetwork {
  hubCount: number;
  start: Int32Array;
  targets: Int32Array;
}

function buildNetwork(hubCount: number, ends: ArrayLike<number>, roadCount: number): RoadNetwork {
  const start = new Int32Array(hubCount + 2);
  for (let i = 0; i < 2 * roadCount; i++) start[ends[i] + 1]++;
  for (let hub = 1; hub <= hubCount + 1; hub++) start[hub] += start[hub - 1];
  const fill = start.slice(0, hubCount + 1);
  const targets = new Int32Array(2 * roadCount);
  for (let road = 0; road < roadCount; road++) {
    const u = ends[2 * road];
    const v = ends[2 * road + 1];
    targets[fill[u]++] = v;
    targets[fill[v]++] = u;
  }
  return { hubCount, start, targets };
}

/** Breadth-first search from `from`: the first time a hub is reached is along the fewest roads. */
function fewestRoads(network: RoadNetwork, from: number, to: number): number {
  const hops = new Int32Array(network.hubCount + 1).fill(-1);
  const queue = new Int32Array(network.hubCount);
  let head = 0;
  let tail = 0;
  hops[from] = 0;
  queue[tail++] = from;
  while (head < tail) {
    const hub = queue[head++];
    for (let edge = network.start[hub]; edge < network.start[hub + 1]; edge++) {
      const neighbour = network.targets[edge];
      if (hops[neighbour] === -1) {
        hops[neighbour] = hops[hub] + 1;
        queue[tail++] = neighbour;
      }
    }
  }
  return hops[to];
}

const numbers = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [hubCount, roadCount] = numbers;
const network = buildNetwork(hubCount, numbers.slice(2, 2 + 2 * roadCount), roadCount);
console.log(String(fewestRoads(network, 1, hubCount)));
