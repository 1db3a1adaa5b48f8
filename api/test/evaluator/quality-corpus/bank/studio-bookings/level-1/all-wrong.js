'use strict';
// Prints the minute at which the most bookings are in progress (the earliest such minute).
const fs = require('fs');

const STARTS = 1;
const ENDS = -1;

/** Sweep the start and end events in time order; an end at t comes before a start at t. */
function busiestMinute(bookings) {
  const events = [];
  for (const { start, end } of bookings) {
    events.push([start, STARTS], [end, ENDS]);
  }
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let inProgress = 0;
  let most = 0;
  let busiest = events[0][0];
  for (const [minute, change] of events) {
    inProgress += change;
    if (inProgress > most) {
      most = inProgress;
      busiest = minute;
    }
  }
  return busiest;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const count = tokens[0];
  const bookings = [];
  for (let index = 0; index < count; index++) {
    bookings.push({ start: tokens[1 + 2 * index], end: tokens[2 + 2 * index] });
  }
  console.log(String(busiestMinute(bookings)));
}

main();
