'use strict';
// Prints the smallest number of studios that can host every booking [s, e).
const fs = require('fs');

/** A binary min-heap of bookings, ordered by end minute. */
class EndHeap {
  constructor() {
    this.items = [];
  }

  get size() {
    return this.items.length;
  }

  peek() {
    return this.items[0];
  }

  push(booking) {
    const items = this.items;
    items.push(booking);
    let child = items.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (items[parent].end <= items[child].end) break;
      [items[parent], items[child]] = [items[child], items[parent]];
      child = parent;
    }
  }

  pop() {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0) {
      items[0] = last;
      this.siftDown(0);
    }
    return top;
  }

  siftDown(index) {
    const items = this.items;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let smallest = index;
      if (left < items.length && items[left].end < items[smallest].end) smallest = left;
      if (right < items.length && items[right].end < items[smallest].end) smallest = right;
      if (smallest === index) return;
      [items[index], items[smallest]] = [items[smallest], items[index]];
      index = smallest;
    }
  }
}

/** By start time: ended bookings free their studios; a new booking takes a free one if any. */
function minStudios(bookings) {
  const byStart = [...bookings].sort((a, b) => a.start - b.start);
  const inProgress = new EndHeap();
  inProgress.push(byStart[0]);
  let studios = 1;
  let freeStudios = 0;
  for (const booking of byStart.slice(1)) {
    while (inProgress.peek().end <= booking.start) {
      inProgress.pop();
      freeStudios++;
    }
    if (freeStudios > 0) {
      freeStudios--;
    } else {
      studios++;
    }
    inProgress.push(booking);
  }
  return studios;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const count = tokens[0];
  const bookings = [];
  for (let index = 0; index < count; index++) {
    bookings.push({ start: tokens[1 + 2 * index], end: tokens[2 + 2 * index] });
  }
  console.log(String(minStudios(bookings)));
}

main();
