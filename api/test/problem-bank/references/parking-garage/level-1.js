const fs = require('fs');

const SPOT_SIZES = ['SMALL', 'MEDIUM', 'LARGE'];
const SPOT_SIZE_FOR_VEHICLE = { BIKE: 'SMALL', CAR: 'MEDIUM', TRUCK: 'LARGE' };

class Spot {
  constructor(floorNumber, number, size) {
    this.floorNumber = floorNumber;
    this.number = number;
    this.size = size;
  }

  /** Lower floor first, then lower spot number. */
  isBefore(other) {
    return this.floorNumber !== other.floorNumber
      ? this.floorNumber < other.floorNumber
      : this.number < other.number;
  }

  toString() {
    return `${this.floorNumber}-${this.number}`;
  }
}

class Vehicle {
  constructor(plate, type) {
    this.plate = plate;
    this.spotSize = SPOT_SIZE_FOR_VEHICLE[type];
  }
}

/** A floor lays out its spots: small ones first, then medium, then large. */
class Floor {
  constructor(number, spotCounts) {
    this.number = number;
    this.spots = [];
    SPOT_SIZES.forEach((size, i) => {
      for (let k = 0; k < spotCounts[i]; k++) {
        this.spots.push(new Spot(number, this.spots.length + 1, size));
      }
    });
  }
}

/** Min-heap of spots ordered by Spot#isBefore: the first free spot is always on top. */
class FreeSpots {
  constructor() {
    this.heap = [];
  }

  get size() {
    return this.heap.length;
  }

  add(spot) {
    const heap = this.heap;
    let index = heap.length;
    heap.push(spot);
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!spot.isBefore(heap[parent])) break;
      heap[index] = heap[parent];
      index = parent;
    }
    heap[index] = spot;
  }

  takeFirst() {
    const heap = this.heap;
    const first = heap[0];
    const last = heap.pop();
    if (heap.length === 0) return first;
    let index = 0;
    for (;;) {
      let child = 2 * index + 1;
      if (child >= heap.length) break;
      if (child + 1 < heap.length && heap[child + 1].isBefore(heap[child])) child++;
      if (!heap[child].isBefore(last)) break;
      heap[index] = heap[child];
      index = child;
    }
    heap[index] = last;
    return first;
  }
}

class Garage {
  constructor() {
    this.floors = [];
    this.freeSpots = new Map(SPOT_SIZES.map((size) => [size, new FreeSpots()]));
    this.spotByPlate = new Map();
  }

  addFloor(spotCounts) {
    const floor = new Floor(this.floors.length + 1, spotCounts);
    this.floors.push(floor);
    for (const spot of floor.spots) this.freeSpots.get(spot.size).add(spot);
    return `FLOOR ${floor.number}`;
  }

  park(vehicle) {
    if (this.spotByPlate.has(vehicle.plate)) return 'ALREADY_PARKED';
    const free = this.freeSpots.get(vehicle.spotSize);
    if (free.size === 0) return 'FULL';
    const spot = free.takeFirst();
    this.spotByPlate.set(vehicle.plate, spot);
    return `PARKED ${vehicle.plate} ${spot}`;
  }

  leave(plate) {
    const spot = this.spotByPlate.get(plate);
    if (spot === undefined) return 'NOT_FOUND';
    this.spotByPlate.delete(plate);
    this.freeSpots.get(spot.size).add(spot);
    return `LEFT ${plate} ${spot}`;
  }

  where(plate) {
    const spot = this.spotByPlate.get(plate);
    return spot === undefined ? 'NOT_FOUND' : spot.toString();
  }

  freeCount(size) {
    return String(this.freeSpots.get(size).size);
  }
}

function runCommand(garage, line) {
  const [command, ...args] = line.trim().split(/\s+/);
  switch (command) {
    case 'ADD_FLOOR':
      return garage.addFloor(args.map(Number));
    case 'PARK':
      return garage.park(new Vehicle(args[0], args[1]));
    case 'LEAVE':
      return garage.leave(args[0]);
    case 'WHERE':
      return garage.where(args[0]);
    case 'FREE':
      return garage.freeCount(args[0]);
    default:
      throw new Error(`unknown command: ${command}`);
  }
}

const lines = fs.readFileSync(0, 'utf8').split('\n');
const garage = new Garage();
const output = [];
for (let i = 1; i <= Number(lines[0]); i++) output.push(runCommand(garage, lines[i]));
process.stdout.write(output.join('\n') + '\n');
