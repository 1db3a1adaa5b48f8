function longestCalmStretch(readings, maxRepeats) {
  const n = readings.length;
  let bestLength = 0, bestStart = 0;
  for (let start = 0; start < n; start++) {
    const counts = new Map();
    let calm = true;
    for (let end = start; end < n; end++) {
      const value = readings[end];
      counts.set(value, (counts.get(value) || 0) + 1);
      if (counts.get(value) > maxRepeats) calm = false;
      if (calm && end - start + 1 > bestLength) {
        bestLength = end - start + 1;
        bestStart = start;
      }
    }
  }
  return [bestLength, bestStart + 1];
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [n, k] = tokens;
  const [length, start] = longestCalmStretch(tokens.slice(2, 2 + n), k);
  console.log(`${length} ${start}`);
});
