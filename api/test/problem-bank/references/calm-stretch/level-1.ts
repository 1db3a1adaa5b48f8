function longestDistinctStretch(readings: number[]): [number, number] {
  const lastSeen = new Map<number, number>();
  let left = 0;
  let bestLength = 0;
  let bestStart = 0;
  for (let right = 0; right < readings.length; right++) {
    const previous = lastSeen.get(readings[right]);
    if (previous !== undefined && previous >= left) left = previous + 1;
    lastSeen.set(readings[right], right);
    if (right - left + 1 > bestLength) {
      bestLength = right - left + 1;
      bestStart = left;
    }
  }
  return [bestLength, bestStart + 1];
}

const chunks: Buffer[] = [];
process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [length, start] = longestDistinctStretch(tokens.slice(1, 1 + tokens[0]));
  console.log(`${length} ${start}`);
});
