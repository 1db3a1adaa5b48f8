const fs = require('fs');

/**
 * Sweeps the booking starts and ends in time order; the most bookings open at
 * once is the number of studios needed. Typed arrays sort numerically (a plain
 * array's default sort compares as strings).
 */
function minStudios(starts, ends) {
  starts.sort();
  ends.sort();
  let open = 0;
  let most = 0;
  let nextEnd = 0;
  for (const start of starts) {
    // A booking ending at minute t frees its studio for one starting at t.
    while (ends[nextEnd] <= start) {
      nextEnd++;
      open--;
    }
    open++;
    most = Math.max(most, open);
  }
  return most;
}

function readBookings(text) {
  const numbers = text.split(/\s+/).filter(Boolean).map(Number);
  const count = numbers[0];
  const starts = new Float64Array(count);
  const ends = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    starts[i] = numbers[1 + 2 * i];
    ends[i] = numbers[2 + 2 * i];
  }
  return { starts, ends };
}

const { starts, ends } = readBookings(fs.readFileSync(0, 'utf8'));
console.log(String(minStudios(starts, ends)));
