const fs = require('fs');

type SpotSize = 'SMALL' | 'MEDIUM' | 'LARGE';
type VehicleType = 'BIKE' | 'CAR' | 'TRUCK';

const SIZES: readonly SpotSize[] = ['SMALL', 'MEDIUM', 'LARGE'];
const SPOT_FOR: Record<VehicleType, SpotSize> = { BIKE: 'SMALL', CAR: 'MEDIUM', TRUCK: 'LARGE' };

class Spot {
  constructor(readonly floor: number, readonly number: number, readonly size: SpotSize) {}

  /** Lower floor first, then lower spot number. */
  precedes(other: Spot): boolean {
    return this.floor !== other.floor ? this.floor < other.floor : this.number < other.number;
  }

  toString(): string {
    return `${this.floor}-${this.number}`;
  }
}

class Vehicle {
  constructor(readonly plate: string, readonly type: VehicleType) {}
}

/** Binary min-heap of free spots, so the lowest free spot of a size is found in O(log n). */
class FreeSpots {
  private readonly heap: Spot[] = [];

  get count(): number {
    return this.heap.length;
  }

  add(spot: Spot): void {
    const heap = this.heap;
    heap.push(spot);
    let child = heap.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!heap[child].precedes(heap[parent])) break;
      [heap[child], heap[parent]] = [heap[parent], heap[child]];
      child = parent;
    }
  }

  takeLowest(): Spot | undefined {
    const heap = this.heap;
    if (heap.length === 0) return undefined;
    const lowest = heap[0];
    const last = heap.pop() as Spot;
    if (heap.length > 0) {
      heap[0] = last;
      let parent = 0;
      for (;;) {
        const left = 2 * parent + 1;
        const right = left + 1;
        let best = parent;
        if (left < heap.length && heap[left].precedes(heap[best])) best = left;
        if (right < heap.length && heap[right].precedes(heap[best])) best = right;
        if (best === parent) break;
        [heap[parent], heap[best]] = [heap[best], heap[parent]];
        parent = best;
      }
    }
    return lowest;
  }
}

class Floor {
  readonly spots: Spot[] = [];

  /** Spots are numbered small first, then medium, then large. */
  constructor(readonly number: number, counts: Record<SpotSize, number>) {
    for (const size of SIZES) {
      for (let i = 0; i < counts[size]; i++) this.spots.push(new Spot(number, this.spots.length + 1, size));
    }
  }
}

class Garage {
  private readonly floors: Floor[] = [];
  private readonly free = new Map<SpotSize, FreeSpots>(SIZES.map((size) => [size, new FreeSpots()]));
  private readonly parked = new Map<string, { vehicle: Vehicle; spot: Spot }>();

  addFloor(counts: Record<SpotSize, number>): string {
    const floor = new Floor(this.floors.length + 1, counts);
    this.floors.push(floor);
    for (const spot of floor.spots) this.freeSpots(spot.size).add(spot);
    return `FLOOR ${floor.number}`;
  }

  park(vehicle: Vehicle): string {
    if (this.parked.has(vehicle.plate)) return 'ALREADY_PARKED';
    const spot = this.freeSpots(SPOT_FOR[vehicle.type]).takeLowest();
    if (spot === undefined) return 'FULL';
    this.parked.set(vehicle.plate, { vehicle, spot });
    return `PARKED ${vehicle.plate} ${spot}`;
  }

  leave(plate: string): string {
    const stay = this.parked.get(plate);
    if (stay === undefined) return 'NOT_FOUND';
    this.parked.delete(plate);
    this.freeSpots(stay.spot.size).add(stay.spot);
    return `LEFT ${plate} ${stay.spot}`;
  }

  where(plate: string): string {
    return this.parked.get(plate)?.spot.toString() ?? 'NOT_FOUND';
  }

  freeCount(size: SpotSize): string {
    return String(this.freeSpots(size).count);
  }

  private freeSpots(size: SpotSize): FreeSpots {
    return this.free.get(size) as FreeSpots;
  }
}

function runCommand(garage: Garage, parts: string[]): string {
  switch (parts[0]) {
    case 'ADD_FLOOR':
      return garage.addFloor({ SMALL: Number(parts[1]), MEDIUM: Number(parts[2]), LARGE: Number(parts[3]) });
    case 'PARK':
      return garage.park(new Vehicle(parts[1], parts[2] as VehicleType));
    case 'LEAVE':
      return garage.leave(parts[1]);
    case 'WHERE':
      return garage.where(parts[1]);
    case 'FREE':
      return garage.freeCount(parts[1] as SpotSize);
    default:
      throw new Error(`unknown command ${parts[0]}`);
  }
}

const lines: string[] = fs.readFileSync(0, 'utf8').split('\n');
const garage = new Garage();
const output: string[] = [];
for (let i = 1; i <= Number(lines[0]); i++) output.push(runCommand(garage, lines[i].trim().split(/\s+/)));
process.stdout.write(output.join('\n') + '\n');
