/**
 * Multi-Level Parking Garage, level 1.
 */
const fs = require('fs');

const FIRST_FLOOR_NUMBER = 1;
const FIRST_SPOT_NUMBER = 1;

const SpotSize = Object.freeze({ SMALL: 'SMALL', MEDIUM: 'MEDIUM', LARGE: 'LARGE' });
const SPOT_SIZE_ORDER = [SpotSize.SMALL, SpotSize.MEDIUM, SpotSize.LARGE];

/** A vehicle knows which spot size it needs. */
class Vehicle {
  constructor(plate) {
    this.plate = plate;
  }

  get requiredSize() {
    throw new Error('Vehicle.requiredSize must be implemented');
  }
}

class Bike extends Vehicle {
  get requiredSize() {
    return SpotSize.SMALL;
  }
}

class Car extends Vehicle {
  get requiredSize() {
    return SpotSize.MEDIUM;
  }
}

class Truck extends Vehicle {
  get requiredSize() {
    return SpotSize.LARGE;
  }
}

/** Creates the right Vehicle subclass from its type name. */
class VehicleFactory {
  static create(plate, typeName) {
    const types = { BIKE: Bike, CAR: Car, TRUCK: Truck };
    return new types[typeName](plate);
  }
}

class ParkingSpot {
  constructor(floorNumber, spotNumber, size) {
    this.floorNumber = floorNumber;
    this.spotNumber = spotNumber;
    this.size = size;
  }

  precedes(other) {
    if (this.floorNumber !== other.floorNumber) return this.floorNumber < other.floorNumber;
    return this.spotNumber < other.spotNumber;
  }

  toString() {
    return `${this.floorNumber}-${this.spotNumber}`;
  }
}

/** A floor's spots: small first, then medium, then large. */
class Floor {
  constructor(number, countsBySize) {
    this.number = number;
    this.spots = [];
    for (const size of SPOT_SIZE_ORDER) {
      for (let i = 0; i < countsBySize[size]; i++) {
        this.spots.push(new ParkingSpot(number, FIRST_SPOT_NUMBER + this.spots.length, size));
      }
    }
  }
}

/** A binary min-heap of spots ordered by (floor, spot number). */
class SpotHeap {
  constructor() {
    this.items = [];
  }

  get size() {
    return this.items.length;
  }

  push(spot) {
    this.items.push(spot);
    this.siftUp(this.items.length - 1);
  }

  pop() {
    const top = this.items[0];
    const last = this.items.pop();
    if (this.items.length > 0) {
      this.items[0] = last;
      this.siftDown(0);
    }
    return top;
  }

  siftUp(index) {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.items[index].precedes(this.items[parent])) return;
      this.swap(index, parent);
      index = parent;
    }
  }

  siftDown(index) {
    for (;;) {
      const first = this.firstOfFamily(index);
      if (first === index) return;
      this.swap(index, first);
      index = first;
    }
  }

  firstOfFamily(index) {
    const left = 2 * index + 1;
    const right = left + 1;
    let first = index;
    if (left < this.items.length && this.items[left].precedes(this.items[first])) first = left;
    if (right < this.items.length && this.items[right].precedes(this.items[first])) first = right;
    return first;
  }

  swap(a, b) {
    const held = this.items[a];
    this.items[a] = this.items[b];
    this.items[b] = held;
  }
}

/** Contract for deciding which free spot a vehicle gets. */
class SpotAllocator {
  release(_spot) {
    throw new Error('not implemented');
  }

  acquire(_size) {
    throw new Error('not implemented');
  }

  freeCount(_size) {
    throw new Error('not implemented');
  }
}

/** Lowest floor first, then lowest spot number: one min-heap per size. */
class LowestSpotAllocator extends SpotAllocator {
  constructor() {
    super();
    this.free = new Map(SPOT_SIZE_ORDER.map((size) => [size, new SpotHeap()]));
  }

  release(spot) {
    this.free.get(spot.size).push(spot);
  }

  acquire(size) {
    const heap = this.free.get(size);
    return heap.size > 0 ? heap.pop() : null;
  }

  freeCount(size) {
    return this.free.get(size).size;
  }
}

class Garage {
  constructor(allocator) {
    this.allocator = allocator;
    this.floors = [];
    this.parked = new Map();
  }

  addFloor(countsBySize) {
    const floor = new Floor(FIRST_FLOOR_NUMBER + this.floors.length, countsBySize);
    this.floors.push(floor);
    floor.spots.forEach((spot) => this.allocator.release(spot));
    return `FLOOR ${floor.number}`;
  }

  park(vehicle) {
    if (this.parked.has(vehicle.plate)) return 'ALREADY_PARKED';
    const spot = this.allocator.acquire(vehicle.requiredSize);
    if (spot === null) return 'FULL';
    this.parked.set(vehicle.plate, spot);
    return `PARKED ${vehicle.plate} ${spot}`;
  }

  leave(plate) {
    const spot = this.parked.get(plate);
    if (spot === undefined) return 'NOT_FOUND';
    this.parked.delete(plate);
    this.allocator.release(spot);
    return `LEFT ${plate} ${spot}`;
  }

  locate(plate) {
    const spot = this.parked.get(plate);
    return spot === undefined ? 'NOT_FOUND' : String(spot);
  }

  freeCount(size) {
    return String(this.allocator.freeCount(size));
  }
}

/** Maps each command word to the Garage operation that serves it. */
class CommandDispatcher {
  constructor(garage) {
    this.handlers = new Map([
      ['ADD_FLOOR', (args) => garage.addFloor(countsFrom(args))],
      ['PARK', ([plate, type]) => garage.park(VehicleFactory.create(plate, type))],
      ['LEAVE', ([plate]) => garage.leave(plate)],
      ['WHERE', ([plate]) => garage.locate(plate)],
      ['FREE', ([size]) => garage.freeCount(SpotSize[size])],
    ]);
  }

  dispatch(line) {
    const [command, ...args] = line.trim().split(' ');
    return this.handlers.get(command)(args);
  }
}

function countsFrom(args) {
  return Object.fromEntries(SPOT_SIZE_ORDER.map((size, index) => [size, Number(args[index])]));
}

function main() {
  const lines = fs.readFileSync(0, 'utf8').split('\n');
  const commandCount = parseInt(lines[0], 10);
  const dispatcher = new CommandDispatcher(new Garage(new LowestSpotAllocator()));
  const output = lines.slice(1, commandCount + 1).map((line) => dispatcher.dispatch(line));
  process.stdout.write(output.join('\n') + '\n');
}

main();
