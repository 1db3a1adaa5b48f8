const chunks: Buffer[] = [];

/** counted[i] = how many of the first i stations collected money (no net refund). */
function collectingPrefix(fares: number[]): Int32Array {
  const counted = new Int32Array(fares.length + 1);
  fares.forEach((fare, i) => {
    counted[i + 1] = counted[i] + (fare >= 0 ? 1 : 0);
  });
  return counted;
}

process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const values = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const stations = values[0];
  const questions = values[1];
  const counted = collectingPrefix(values.slice(2, 2 + stations));
  const replies: number[] = [];
  for (let i = 0; i < questions; i++) {
    const first = values[2 + stations + 2 * i];
    const last = values[3 + stations + 2 * i];
    replies.push(counted[last] - counted[first - 1]);
  }
  process.stdout.write(replies.join('\n') + '\n');
});
