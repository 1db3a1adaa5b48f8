function longestCalmStretch(readings: number[], maxRepeats: number): [number, number] {
  const counts = new Map<number, number>();
  let left = 0, bestLength = 0, bestStart = 0;
  for (let right = 0; right < readings.length; right++) {
    const value = readings[right];
    counts.set(value, (counts.get(value) || 0) + 1);
    while ((counts.get(value) ?? 0) > maxRepeats) {
      counts.set(readings[left], (counts.get(readings[left]) ?? 0) - 1);
      left++;
    }
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
  const [n, k] = tokens;
  const [length, start] = longestCalmStretch(tokens.slice(2, 2 + n), k);
  console.log(`${length} ${start}`);
});
