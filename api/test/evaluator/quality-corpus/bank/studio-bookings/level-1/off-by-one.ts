const fs = require('fs');

type Event = [minute: number, delta: number];

function studiosNeeded(bookings: Array<[number, number]>): number {
  const events: Event[] = [];
  for (const [start, end] of bookings) {
    events.push([start, 1]);
    events.push([end, -1]);
  }
  // at the same minute, handle arrivals first
  events.sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  let busy = 0;
  let peak = 0;
  for (const [, delta] of events) {
    busy += delta;
    if (busy > peak) peak = busy;
  }
  return peak;
}

const values: number[] = fs.readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const bookings: Array<[number, number]> = [];
for (let i = 0; i < values[0]; i++) bookings.push([values[1 + 2 * i], values[2 + 2 * i]]);
console.log(studiosNeeded(bookings));
