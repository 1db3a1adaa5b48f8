const chunks: Buffer[] = [];
process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [n, m] = tokens;
  const adjacency = Array.from({ length: n + 1 }, (): number[] => []);
  for (let i = 0; i < m; i++) {
    const u = tokens[2 + 2 * i], v = tokens[3 + 2 * i];
    adjacency[u].push(v);
    adjacency[v].push(u);
  }
  console.log(fewestRoads(n, adjacency));
});

function fewestRoads(n: number, adjacency: number[][]): number {
  const visited = [1];
  let frontier = [1];
  let hops = 0;
  while (frontier.length > 0) {
    if (frontier.includes(n)) return hops;
    const following: number[] = [];
    for (const hub of frontier) {
      for (const neighbour of adjacency[hub]) {
        if (!visited.includes(neighbour)) {
          visited.push(neighbour);
          following.push(neighbour);
        }
      }
    }
    frontier = following;
    hops++;
  }
  return -1;
}
