const fs = require('fs');

interface Bookings {
  starts: Float64Array;
  ends: Float64Array;
}

function parseBookings(input: string): Bookings {
  const numbers = input.split(/\s+/).filter(Boolean).map(Number);
  const count = numbers[0];
  const starts = new Float64Array(count);
  const ends = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    starts[i] = numbers[1 + 2 * i];
    ends[i] = numbers[2 + 2 * i];
  }
  return { starts, ends };
}

/**
 * Sweeps the sorted start and end minutes: the most bookings open at once is the answer.
 * An end at minute t is processed before a start at t, because [s, t) and [t, e) can share a studio.
 */
function minStudios({ starts, ends }: Bookings): number {
  starts.sort();
  ends.sort();
  let open = 0;
  let most = 0;
  let nextEnd = 0;
  for (let i = 0; i < starts.length; i++) {
    while (ends[nextEnd] <= starts[i]) {
      nextEnd++;
      open--;
    }
    open++;
    most = Math.max(most, open);
  }
  return most;
}

console.log(minStudios(parseBookings(fs.readFileSync(0, 'utf8'))));
