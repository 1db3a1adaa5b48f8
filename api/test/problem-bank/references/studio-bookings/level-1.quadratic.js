function minStudios(bookings) {
  let most = 0;
  for (const [start] of bookings) {
    // how many bookings are running when this one starts
    let running = 0;
    for (const [otherStart, otherEnd] of bookings) {
      if (otherStart <= start && start < otherEnd) running++;
    }
    most = Math.max(most, running);
  }
  return most;
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const n = tokens[0];
  const bookings = [];
  for (let i = 0; i < n; i++) bookings.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
  console.log(minStudios(bookings));
});
