const chunks: Buffer[] = [];
process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const values: number[] = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const hubCount = values[0];
  const roadCount = values[1];
  const neighbours: number[][] = [];
  for (let hub = 0; hub <= hubCount; hub++) neighbours.push([]);
  for (let r = 0; r < roadCount; r++) {
    const a = values[2 + 2 * r];
    const b = values[3 + 2 * r];
    neighbours[a].push(b);
    neighbours[b].push(a);
  }
  console.log(hubsOnRoute(neighbours, hubCount));
});

/** How many hubs the parcel passes through, counting the first and the last. */
function hubsOnRoute(neighbours: number[][], destination: number): number {
  const visited: boolean[] = new Array(neighbours.length).fill(false);
  const steps: number[] = new Array(neighbours.length).fill(0);
  const queue: number[] = [1];
  visited[1] = true;
  for (let i = 0; i < queue.length; i++) {
    const current = queue[i];
    for (const next of neighbours[current]) {
      if (!visited[next]) {
        visited[next] = true;
        steps[next] = steps[current] + 1;
        queue.push(next);
      }
    }
  }
  return steps[destination] + 1;
}
