const fs = require('fs');

interface Booking {
  start: number;
  end: number;
}

class EndTimeHeap {
  private items: Booking[] = [];

  size(): number {
    return this.items.length;
  }

  peek(): Booking {
    return this.items[0];
  }

  push(b: Booking): void {
    const items = this.items;
    items.push(b);
    let i = items.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (items[p].end <= items[i].end) break;
      [items[p], items[i]] = [items[i], items[p]];
      i = p;
    }
  }

  pop(): void {
    const items = this.items;
    const last = items.pop()!;
    if (items.length === 0) return;
    items[0] = last;
    let i = 0;
    while (true) {
      const l = 2 * i + 1;
      const r = l + 1;
      let s = i;
      if (l < items.length && items[l].end < items[s].end) s = l;
      if (r < items.length && items[r].end < items[s].end) s = r;
      if (s === i) return;
      [items[s], items[i]] = [items[i], items[s]];
      i = s;
    }
  }
}

const nums: number[] = fs.readFileSync(0, 'utf8').split(/\s+/).filter((x: string) => x !== '').map(Number);
const bookings: Booking[] = [];
for (let i = 0; i < nums[0]; i++) bookings.push({ start: nums[1 + 2 * i], end: nums[2 + 2 * i] });
bookings.sort((a, b) => a.start - b.start);

const inUse = new EndTimeHeap();
let studios = 0;
for (const booking of bookings) {
  if (inUse.size() > 0) {
    // free every studio whose booking is over
    while (inUse.peek().end <= booking.start) inUse.pop();
  }
  inUse.push(booking);
  studios = Math.max(studios, inUse.size());
}
console.log(studios);
