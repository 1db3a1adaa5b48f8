function longestCalmStretch(readings: number[], maxRepeats: number, maxSpread: number): [number, number] {
  const n = readings.length;
  let bestLength = 0, bestStart = 0;
  for (let start = 0; start < n; start++) {
    const counts = new Map<number, number>();
    let low = readings[start], high = readings[start];
    let calm = true;
    for (let end = start; end < n; end++) {
      const value = readings[end];
      counts.set(value, (counts.get(value) ?? 0) + 1);
      low = Math.min(low, value);
      high = Math.max(high, value);
      if (counts.get(value)! > maxRepeats || high - low > maxSpread) calm = false;
      if (calm && end - start + 1 > bestLength) {
        bestLength = end - start + 1;
        bestStart = start;
      }
    }
  }
  return [bestLength, bestStart + 1];
}

const chunks: Buffer[] = [];
process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [n, k, d] = tokens;
  const [length, start] = longestCalmStretch(tokens.slice(3, 3 + n), k, d);
  console.log(`${length} ${start}`);
});
