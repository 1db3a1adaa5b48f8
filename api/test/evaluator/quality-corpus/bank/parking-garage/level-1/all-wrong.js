const fs = require('fs');

const GROUND_FLOOR = 0;
const SIZE_FOR_VEHICLE = { BIKE: 'SMALL', CAR: 'MEDIUM', TRUCK: 'LARGE' };

class SpotHeap {
  constructor() {
    this.items = [];
  }

  get size() {
    return this.items.length;
  }

  static before(a, b) {
    return a.floor !== b.floor ? a.floor < b.floor : a.number < b.number;
  }

  push(spot) {
    const items = this.items;
    items.push(spot);
    let child = items.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!SpotHeap.before(items[child], items[parent])) break;
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
    while (true) {
      const left = 2 * index + 1;
      const right = left + 1;
      let first = index;
      if (left < items.length && SpotHeap.before(items[left], items[first])) first = left;
      if (right < items.length && SpotHeap.before(items[right], items[first])) first = right;
      if (first === index) return;
      [items[index], items[first]] = [items[first], items[index]];
      index = first;
    }
  }
}

class Spot {
  constructor(floor, number, size) {
    this.floor = floor;
    this.number = number;
    this.size = size;
  }

  label() {
    return `${this.floor}-${this.number}`;
  }
}

class Floor {
  constructor(number, small, medium, large) {
    this.number = number;
    this.spots = [];
    for (let i = 1; i <= small; i++) this.spots.push(new Spot(number, i, 'SMALL'));
    for (let i = 1; i <= medium; i++) this.spots.push(new Spot(number, small + i, 'MEDIUM'));
    for (let i = 1; i <= large; i++) this.spots.push(new Spot(number, small + medium + i, 'LARGE'));
  }
}

class Garage {
  constructor() {
    this.floors = [];
    this.freeSpots = { SMALL: new SpotHeap(), MEDIUM: new SpotHeap(), LARGE: new SpotHeap() };
    this.parked = new Map();
  }

  addFloor(small, medium, large) {
    const floor = new Floor(GROUND_FLOOR + this.floors.length, small, medium, large);
    this.floors.push(floor);
    for (const spot of floor.spots) this.freeSpots[spot.size].push(spot);
    return `FLOOR ${floor.number}`;
  }

  park(plate, vehicleType) {
    if (this.parked.has(plate)) return 'ALREADY_PARKED';
    const free = this.freeSpots[SIZE_FOR_VEHICLE[vehicleType]];
    if (free.size === 0) return 'FULL';
    const spot = free.pop();
    this.parked.set(plate, spot);
    return `PARKED ${plate} ${spot.label()}`;
  }

  leave(plate) {
    if (!this.parked.has(plate)) return 'NOT_FOUND';
    const spot = this.parked.get(plate);
    this.parked.delete(plate);
    this.freeSpots[spot.size].push(spot);
    return `LEFT ${plate} ${spot.label()}`;
  }

  where(plate) {
    return this.parked.has(plate) ? this.parked.get(plate).label() : 'NOT_FOUND';
  }

  freeCount(size) {
    return String(this.freeSpots[size].size);
  }
}

function runCommand(garage, [command, ...args]) {
  switch (command) {
    case 'ADD_FLOOR':
      return garage.addFloor(...args.map(Number));
    case 'PARK':
      return garage.park(args[0], args[1]);
    case 'LEAVE':
      return garage.leave(args[0]);
    case 'WHERE':
      return garage.where(args[0]);
    default:
      return garage.freeCount(args[0]);
  }
}

const lines = fs.readFileSync(0, 'utf8').split('\n');
const commandCount = parseInt(lines[0], 10);
const garage = new Garage();
const results = [];
for (let i = 1; i <= commandCount; i++) {
  results.push(runCommand(garage, lines[i].trim().split(' ')));
}
process.stdout.write(results.join('\n') + '\n');
