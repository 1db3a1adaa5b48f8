const chunks: Buffer[] = [];
process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [n, m] = tokens;
  const times = [0, ...tokens.slice(2, 2 + n)];
  const dependents = Array.from({ length: n + 1 }, (): number[] => []);
  const waitingOn = new Array<number>(n + 1).fill(0);
  const pos = 2 + n;
  for (let i = 0; i < m; i++) {
    const a = tokens[pos + 2 * i], b = tokens[pos + 1 + 2 * i];
    dependents[a].push(b);
    waitingOn[b]++;
  }
  const built = new Array(n + 1).fill(false);
  const start = new Array<number>(n + 1).fill(0);
  const order: number[] = [];
  let minutes = 0;
  while (order.length < n) {
    // the smallest module whose dependencies are all built
    let module = 0;
    for (let candidate = 1; candidate <= n; candidate++) {
      if (!built[candidate] && waitingOn[candidate] === 0) {
        module = candidate;
        break;
      }
    }
    if (module === 0) {
      console.log('CYCLE');
      return;
    }
    built[module] = true;
    order.push(module);
    const finish = start[module] + times[module];
    minutes = Math.max(minutes, finish);
    for (const next of dependents[module]) {
      waitingOn[next]--;
      start[next] = Math.max(start[next], finish);
    }
  }
  console.log(order.join(' '));
  console.log(minutes);
});
