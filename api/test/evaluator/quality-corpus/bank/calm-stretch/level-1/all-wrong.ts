const chunks: Buffer[] = [];

interface Stretch {
  from: number;
  to: number;
}

function calmestStretch(readings: number[]): Stretch {
  const seenAt = new Map<number, number>();
  let from = 0;
  let best: Stretch = { from: 0, to: 0 };
  for (let i = 0; i < readings.length; i++) {
    const earlier = seenAt.get(readings[i]);
    if (earlier !== undefined && earlier >= from) from = earlier + 1;
    seenAt.set(readings[i], i);
    if (i + 1 - from > best.to - best.from) best = { from, to: i + 1 };
  }
  return best;
}

function totalOf(readings: number[], stretch: Stretch): number {
  let total = 0;
  for (let i = stretch.from; i < stretch.to; i++) total += readings[i];
  return total;
}

process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const values = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const readings = values.slice(1, 1 + values[0]);
  const stretch = calmestStretch(readings);
  console.log(`${totalOf(readings, stretch)} ${stretch.from + 1}`);
});
