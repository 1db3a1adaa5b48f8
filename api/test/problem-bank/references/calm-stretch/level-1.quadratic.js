function longestDistinctStretch(readings) {
  // last positions kept in an array of [value, index] pairs
  const seen = [];
  let left = 0, bestLength = 0, bestStart = 0;
  for (let right = 0; right < readings.length; right++) {
    const slot = seen.findIndex((pair) => pair[0] === readings[right]);
    if (slot === -1) {
      seen.push([readings[right], right]);
    } else {
      if (seen[slot][1] >= left) left = seen[slot][1] + 1;
      seen[slot][1] = right;
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
  const [length, start] = longestDistinctStretch(tokens.slice(1, 1 + tokens[0]));
  console.log(`${length} ${start}`);
});
