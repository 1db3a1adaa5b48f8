const fs = require('fs');

type SpotSize = 'SMALL' | 'MEDIUM' | 'LARGE';

interface Spot {
  floor: number;
  number: number;
  size: SpotSize;
}

// a vehicle may use its own size or anything bigger, smallest size first
const ALLOWED: Record<string, SpotSize[]> = {
  BIKE: ['SMALL', 'MEDIUM', 'LARGE'],
  CAR: ['MEDIUM', 'LARGE'],
  TRUCK: ['LARGE'],
};

function earlier(a: Spot, b: Spot): boolean {
  return a.floor === b.floor ? a.number < b.number : a.floor < b.floor;
}

function heapPush(heap: Spot[], spot: Spot): void {
  heap.push(spot);
  let i = heap.length - 1;
  while (i > 0 && earlier(heap[i], heap[(i - 1) >> 1])) {
    const p = (i - 1) >> 1;
    [heap[i], heap[p]] = [heap[p], heap[i]];
    i = p;
  }
}

function heapPop(heap: Spot[]): Spot {
  const top = heap[0];
  const last = heap.pop() as Spot;
  if (heap.length > 0) {
    heap[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && earlier(heap[l], heap[m])) m = l;
      if (r < heap.length && earlier(heap[r], heap[m])) m = r;
      if (m === i) break;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  }
  return top;
}

class Garage {
  // the ground floor is floor 0
  private nextFloor = 0;
  private free: Record<SpotSize, Spot[]> = { SMALL: [], MEDIUM: [], LARGE: [] };
  private parked = new Map<string, Spot>();

  addFloor(small: number, medium: number, large: number): string {
    const floor = this.nextFloor++;
    let number = 0;
    const plan: Array<[SpotSize, number]> = [['SMALL', small], ['MEDIUM', medium], ['LARGE', large]];
    for (const [size, count] of plan) {
      for (let i = 0; i < count; i++) heapPush(this.free[size], { floor, number: ++number, size });
    }
    return `FLOOR ${floor}`;
  }

  park(plate: string, type: string): string {
    if (this.parked.has(plate)) return 'ALREADY_PARKED';
    for (const size of ALLOWED[type]) {
      if (this.free[size].length > 0) {
        const spot = heapPop(this.free[size]);
        this.parked.set(plate, spot);
        return `PARKED ${plate} ${spot.floor}-${spot.number}`;
      }
    }
    return 'FULL';
  }

  leave(plate: string): string {
    const spot = this.parked.get(plate);
    if (!spot) return 'NOT_FOUND';
    this.parked.delete(plate);
    heapPush(this.free[spot.size], spot);
    return `LEFT ${plate} ${spot.floor}-${spot.number}`;
  }

  where(plate: string): string {
    const spot = this.parked.get(plate);
    return spot ? `${spot.floor}-${spot.number}` : 'NOT_FOUND';
  }

  freeCount(size: SpotSize): string {
    return String(this.free[size].length);
  }
}

const lines: string[] = fs.readFileSync(0, 'utf8').split('\n');
const garage = new Garage();
const replies: string[] = [];
for (let i = 1; i <= Number(lines[0]); i++) {
  const [command, a, b, c] = lines[i].trim().split(' ');
  if (command === 'ADD_FLOOR') replies.push(garage.addFloor(Number(a), Number(b), Number(c)));
  else if (command === 'PARK') replies.push(garage.park(a, b));
  else if (command === 'LEAVE') replies.push(garage.leave(a));
  else if (command === 'WHERE') replies.push(garage.where(a));
  else replies.push(garage.freeCount(a as SpotSize));
}
console.log(replies.join('\n'));
