const fs = require('fs');

type Size = 'SMALL' | 'MEDIUM' | 'LARGE';

interface ParkingSpot {
  floor: number;
  number: number;
  size: Size;
}

const NEEDS: Record<string, Size> = { BIKE: 'SMALL', CAR: 'MEDIUM', TRUCK: 'LARGE' };

class SpotQueue {
  private items: ParkingSpot[] = [];

  get length(): number {
    return this.items.length;
  }

  private less(a: ParkingSpot, b: ParkingSpot): boolean {
    return a.floor < b.floor || (a.floor === b.floor && a.number < b.number);
  }

  push(spot: ParkingSpot): void {
    const items = this.items;
    items.push(spot);
    let i = items.length - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.less(items[i], items[up])) break;
      [items[i], items[up]] = [items[up], items[i]];
      i = up;
    }
  }

  pop(): ParkingSpot {
    const items = this.items;
    const first = items[0];
    const last = items.pop()!;
    if (items.length) {
      items[0] = last;
      let i = 0;
      while (true) {
        let m = i;
        const l = 2 * i + 1;
        const r = l + 1;
        if (l < items.length && this.less(items[l], items[m])) m = l;
        if (r < items.length && this.less(items[r], items[m])) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m], items[i]];
        i = m;
      }
    }
    return first;
  }
}

class ParkingGarage {
  private floorCount = 0;
  private free: Record<Size, SpotQueue> = { SMALL: new SpotQueue(), MEDIUM: new SpotQueue(), LARGE: new SpotQueue() };
  private occupied = new Map<string, ParkingSpot>();

  addFloor(small: number, medium: number, large: number): string {
    const floor = ++this.floorCount;
    const firstNumber: Record<Size, number> = { SMALL: 1, MEDIUM: small + 1, LARGE: small + medium };
    const counts: Record<Size, number> = { SMALL: small, MEDIUM: medium, LARGE: large };
    for (const size of ['SMALL', 'MEDIUM', 'LARGE'] as Size[]) {
      for (let i = 0; i < counts[size]; i++) {
        this.free[size].push({ floor, number: firstNumber[size] + i, size });
      }
    }
    return `FLOOR ${floor}`;
  }

  park(plate: string, type: string): string {
    if (this.occupied.has(plate)) return 'ALREADY_PARKED';
    const queue = this.free[NEEDS[type]];
    if (queue.length === 0) return 'FULL';
    const spot = queue.pop();
    this.occupied.set(plate, spot);
    return `PARKED ${plate} ${spot.floor}-${spot.number}`;
  }

  leave(plate: string): string {
    const spot = this.occupied.get(plate);
    if (!spot) return 'NOT_FOUND';
    this.occupied.delete(plate);
    this.free[spot.size].push(spot);
    return `LEFT ${plate} ${spot.floor}-${spot.number}`;
  }

  where(plate: string): string {
    const spot = this.occupied.get(plate);
    return spot ? `${spot.floor}-${spot.number}` : 'NOT_FOUND';
  }

  freeSpots(size: Size): string {
    return String(this.free[size].length);
  }
}

const lines: string[] = fs.readFileSync(0, 'utf8').split('\n');
const garage = new ParkingGarage();
const out: string[] = [];
for (let i = 1; i <= Number(lines[0]); i++) {
  const [cmd, a, b, c] = lines[i].trim().split(' ');
  if (cmd === 'ADD_FLOOR') out.push(garage.addFloor(Number(a), Number(b), Number(c)));
  else if (cmd === 'PARK') out.push(garage.park(a, b));
  else if (cmd === 'LEAVE') out.push(garage.leave(a));
  else if (cmd === 'WHERE') out.push(garage.where(a));
  else out.push(garage.freeSpots(a as Size));
}
console.log(out.join('\n'));
