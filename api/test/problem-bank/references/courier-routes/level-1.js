const fs = require('fs');

/**
 * Builds the road network in compressed form: the neighbours of hub h are
 * neighbours[start[h] .. start[h + 1]). Flat typed arrays keep 400,000
 * road ends cheap compared with one small array per hub.
 */
function buildRoadNetwork(hubCount, roadEnds) {
  const start = new Int32Array(hubCount + 2);
  for (const hub of roadEnds) start[hub + 1]++;
  for (let hub = 1; hub <= hubCount + 1; hub++) start[hub] += start[hub - 1];

  const neighbours = new Int32Array(roadEnds.length);
  const fill = start.slice();
  for (let i = 0; i < roadEnds.length; i += 2) {
    const u = roadEnds[i];
    const v = roadEnds[i + 1];
    neighbours[fill[u]++] = v;
    neighbours[fill[v]++] = u;
  }
  return { start, neighbours };
}

/** Breadth-first search from hub 1: the first time a hub is reached uses the fewest roads. */
function fewestRoads(hubCount, { start, neighbours }) {
  const roadsTo = new Int32Array(hubCount + 1).fill(-1);
  const queue = new Int32Array(hubCount);
  let head = 0;
  let tail = 0;
  roadsTo[1] = 0;
  queue[tail++] = 1;
  while (head < tail) {
    const hub = queue[head++];
    if (hub === hubCount) break;
    for (let i = start[hub]; i < start[hub + 1]; i++) {
      const next = neighbours[i];
      if (roadsTo[next] === -1) {
        roadsTo[next] = roadsTo[hub] + 1;
        queue[tail++] = next;
      }
    }
  }
  return roadsTo[hubCount];
}

const numbers = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [hubCount, roadCount] = numbers;
const network = buildRoadNetwork(hubCount, numbers.slice(2, 2 + 2 * roadCount));
console.log(String(fewestRoads(hubCount, network)));
