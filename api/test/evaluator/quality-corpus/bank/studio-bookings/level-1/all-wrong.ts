const chunks: Buffer[] = [];

interface Booking {
  start: number;
  end: number;
}

/** Minutes during which at least one studio is busy. */
function busyMinutes(bookings: Booking[]): number {
  const sorted = [...bookings].sort((a, b) => a.start - b.start);
  let total = 0;
  let coveredUntil = -1;
  for (const { start, end } of sorted) {
    if (end <= coveredUntil) continue;
    total += end - Math.max(start, coveredUntil);
    coveredUntil = end;
  }
  return total;
}

process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const numbers = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const bookings: Booking[] = [];
  for (let i = 0; i < numbers[0]; i++) bookings.push({ start: numbers[1 + 2 * i], end: numbers[2 + 2 * i] });
  console.log(busyMinutes(bookings));
});
