/** prefix[i] is the total fare of the first i stations. */
function prefixSums(fares) {
  const prefix = new Float64Array(fares.length + 1);
  for (let i = 0; i < fares.length; i++) prefix[i + 1] = prefix[i] + fares[i];
  return prefix;
}

function journeyTotals(prefix, journeys) {
  const totals = [];
  for (let pos = 0; pos + 1 < journeys.length; pos += 2) {
    totals.push(prefix[journeys[pos + 1]] - prefix[journeys[pos] - 1]);
  }
  return totals;
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [stationCount, journeyCount] = tokens;
  const prefix = prefixSums(tokens.slice(2, 2 + stationCount));
  const journeys = tokens.slice(2 + stationCount, 2 + stationCount + 2 * journeyCount);
  process.stdout.write(journeyTotals(prefix, journeys).join('\n') + '\n');
});
