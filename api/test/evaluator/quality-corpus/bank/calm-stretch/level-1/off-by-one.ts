const fs = require('fs');

interface Stretch {
  length: number;
  start: number;
}

function findCalmStretch(readings: number[]): Stretch {
  const lastPosition = new Map<number, number>();
  let windowStart = 0;
  let best: Stretch = { length: 0, start: 0 };
  readings.forEach((reading, position) => {
    const seenAt = lastPosition.get(reading);
    if (seenAt !== undefined && seenAt >= windowStart) {
      windowStart = seenAt + 1;
    }
    lastPosition.set(reading, position);
    const length = position - windowStart + 1;
    if (length >= best.length) {
      best = { length, start: windowStart };
    }
  });
  return best;
}

const tokens: string[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter((t: string) => t !== '');
const count = Number(tokens[0]);
const readings = tokens.slice(1, 1 + count).map(Number);
const best = findCalmStretch(readings);
console.log(`${best.length} ${best.start + 1}`);
