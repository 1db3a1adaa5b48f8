// Two pointers; a count per reading and two monotonic deques (indices) for the window's min and max.
function longestCalmStretch(readings, maxRepeats, maxSpread) {
  const counts = new Map();
  const minima = new Int32Array(readings.length);
  const maxima = new Int32Array(readings.length);
  let minHead = 0, minTail = 0, maxHead = 0, maxTail = 0;
  let left = 0, bestLength = 0, bestStart = 0;
  for (let right = 0; right < readings.length; right++) {
    const value = readings[right];
    counts.set(value, (counts.get(value) || 0) + 1);
    while (minTail > minHead && readings[minima[minTail - 1]] >= value) minTail--;
    minima[minTail++] = right;
    while (maxTail > maxHead && readings[maxima[maxTail - 1]] <= value) maxTail--;
    maxima[maxTail++] = right;
    while (counts.get(value) > maxRepeats || readings[maxima[maxHead]] - readings[minima[minHead]] > maxSpread) {
      counts.set(readings[left], counts.get(readings[left]) - 1);
      if (minima[minHead] === left) minHead++;
      if (maxima[maxHead] === left) maxHead++;
      left++;
    }
    if (right - left + 1 > bestLength) {
      bestLength = right - left + 1;
      bestStart = left;
    }
  }
  return [bestLength, bestStart + 1];
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [n, k, d] = tokens;
  const [length, start] = longestCalmStretch(tokens.slice(3, 3 + n), k, d);
  console.log(`${length} ${start}`);
});
