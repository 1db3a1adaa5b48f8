function smallestBuildOrder(n, dependents, waitingOn) {
  const built = new Array(n + 1).fill(false);
  const order = [];
  while (order.length < n) {
    // the smallest module whose dependencies are all built
    let module = 0;
    for (let candidate = 1; candidate <= n; candidate++) {
      if (!built[candidate] && waitingOn[candidate] === 0) {
        module = candidate;
        break;
      }
    }
    if (module === 0) return null;
    built[module] = true;
    order.push(module);
    for (const next of dependents[module]) waitingOn[next]--;
  }
  return order;
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [n, m] = tokens;
  const dependents = Array.from({ length: n + 1 }, () => []);
  const waitingOn = new Array(n + 1).fill(0);
  for (let i = 0; i < m; i++) {
    const a = tokens[2 + 2 * i], b = tokens[3 + 2 * i];
    dependents[a].push(b);
    waitingOn[b]++;
  }
  const order = smallestBuildOrder(n, dependents, waitingOn);
  console.log(order === null ? 'CYCLE' : order.join(' '));
});
