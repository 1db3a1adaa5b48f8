const fs = require('fs');

// ===== value types =====
enum SpotSize {
  Small = 'SMALL',
  Medium = 'MEDIUM',
  Large = 'LARGE',
}

enum VehicleKind {
  Bike = 'BIKE',
  Car = 'CAR',
  Truck = 'TRUCK',
}

interface GarageConfig {
  readonly sizeOrder: readonly SpotSize[];
  readonly compatibility: Readonly<Record<VehicleKind, readonly SpotSize[]>>;
}

const GARAGE_CONFIG: GarageConfig = {
  sizeOrder: [SpotSize.Small, SpotSize.Medium, SpotSize.Large],
  compatibility: {
    [VehicleKind.Bike]: [SpotSize.Small],
    [VehicleKind.Car]: [SpotSize.Medium],
    [VehicleKind.Truck]: [SpotSize.Large],
  },
};

// ===== entities =====
class ParkingSpot {
  constructor(readonly floorNumber: number, readonly spotNumber: number, readonly size: SpotSize) {}

  get address(): string {
    return `${this.floorNumber}-${this.spotNumber}`;
  }
}

class Vehicle {
  constructor(readonly plate: string, readonly kind: VehicleKind) {}
}

class ParkingFloor {
  readonly spots: ParkingSpot[] = [];

  constructor(readonly number: number, capacity: ReadonlyMap<SpotSize, number>, sizeOrder: readonly SpotSize[]) {
    for (const size of sizeOrder) {
      const count = capacity.get(size) ?? 0;
      for (let i = 0; i < count; i++) this.spots.push(new ParkingSpot(number, this.spots.length + 1, size));
    }
  }
}

class ParkingTicket {
  constructor(readonly vehicle: Vehicle, readonly spot: ParkingSpot) {}
}

// ===== allocation =====
interface Comparator<T> {
  (a: T, b: T): number;
}

class PriorityQueue<T> {
  private readonly items: T[] = [];

  constructor(private readonly compare: Comparator<T>) {}

  get size(): number {
    return this.items.length;
  }

  offer(item: T): void {
    this.items.push(item);
    let child = this.items.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (this.compare(this.items[child], this.items[parent]) >= 0) break;
      this.swap(child, parent);
      child = parent;
    }
  }

  poll(): T | undefined {
    if (this.items.length === 0) return undefined;
    const head = this.items[0];
    const tail = this.items.pop() as T;
    if (this.items.length > 0) {
      this.items[0] = tail;
      this.sink(0);
    }
    return head;
  }

  private sink(index: number): void {
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let smallest = index;
      if (left < this.items.length && this.compare(this.items[left], this.items[smallest]) < 0) smallest = left;
      if (right < this.items.length && this.compare(this.items[right], this.items[smallest]) < 0) smallest = right;
      if (smallest === index) return;
      this.swap(index, smallest);
      index = smallest;
    }
  }

  private swap(i: number, j: number): void {
    [this.items[i], this.items[j]] = [this.items[j], this.items[i]];
  }
}

interface SpotAllocationStrategy {
  release(spot: ParkingSpot): void;
  allocate(sizes: readonly SpotSize[]): ParkingSpot | undefined;
  freeCount(size: SpotSize): number;
}

/** Lowest floor first, then lowest spot number: one heap of free spots per size. */
class LowestSpotFirstStrategy implements SpotAllocationStrategy {
  private readonly pools = new Map<SpotSize, PriorityQueue<ParkingSpot>>();

  constructor(sizes: readonly SpotSize[]) {
    const byPosition: Comparator<ParkingSpot> = (a, b) => a.floorNumber - b.floorNumber || a.spotNumber - b.spotNumber;
    for (const size of sizes) this.pools.set(size, new PriorityQueue(byPosition));
  }

  release(spot: ParkingSpot): void {
    this.pool(spot.size).offer(spot);
  }

  allocate(sizes: readonly SpotSize[]): ParkingSpot | undefined {
    for (const size of sizes) {
      const spot = this.pool(size).poll();
      if (spot) return spot;
    }
    return undefined;
  }

  freeCount(size: SpotSize): number {
    return this.pool(size).size;
  }

  private pool(size: SpotSize): PriorityQueue<ParkingSpot> {
    const pool = this.pools.get(size);
    if (!pool) throw new Error(`no pool for ${size}`);
    return pool;
  }
}

// ===== results =====
type ParkResult =
  | { readonly status: 'PARKED'; readonly ticket: ParkingTicket }
  | { readonly status: 'ALREADY_PARKED' }
  | { readonly status: 'FULL' };

type LeaveResult = { readonly status: 'LEFT'; readonly ticket: ParkingTicket } | { readonly status: 'NOT_FOUND' };

// ===== aggregate =====
class ParkingGarage {
  private readonly floors: ParkingFloor[] = [];
  private readonly tickets = new Map<string, ParkingTicket>();

  constructor(private readonly config: GarageConfig, private readonly allocator: SpotAllocationStrategy) {}

  addFloor(capacity: ReadonlyMap<SpotSize, number>): ParkingFloor {
    const floor = new ParkingFloor(this.floors.length + 1, capacity, this.config.sizeOrder);
    this.floors.push(floor);
    floor.spots.forEach((spot) => this.allocator.release(spot));
    return floor;
  }

  park(vehicle: Vehicle): ParkResult {
    if (this.tickets.has(vehicle.plate)) return { status: 'ALREADY_PARKED' };
    const spot = this.allocator.allocate(this.config.compatibility[vehicle.kind]);
    if (!spot) return { status: 'FULL' };
    const ticket = new ParkingTicket(vehicle, spot);
    this.tickets.set(vehicle.plate, ticket);
    return { status: 'PARKED', ticket };
  }

  leave(plate: string): LeaveResult {
    const ticket = this.tickets.get(plate);
    if (!ticket) return { status: 'NOT_FOUND' };
    this.tickets.delete(plate);
    this.allocator.release(ticket.spot);
    return { status: 'LEFT', ticket };
  }

  locate(plate: string): ParkingSpot | undefined {
    return this.tickets.get(plate)?.spot;
  }

  freeSpots(size: SpotSize): number {
    return this.allocator.freeCount(size);
  }
}

// ===== command layer =====
interface CommandHandler {
  handle(args: readonly string[]): string;
}

class CommandRegistry {
  private readonly handlers = new Map<string, CommandHandler>();

  constructor(garage: ParkingGarage, config: GarageConfig) {
    this.handlers.set('ADD_FLOOR', {
      handle: (args) => {
        const capacity = new Map(config.sizeOrder.map((size, i) => [size, Number(args[i])] as [SpotSize, number]));
        return `FLOOR ${garage.addFloor(capacity).number}`;
      },
    });
    this.handlers.set('PARK', {
      handle: ([plate, kind]) => {
        const result = garage.park(new Vehicle(plate, kind as VehicleKind));
        return result.status === 'PARKED' ? `PARKED ${plate} ${result.ticket.spot.address}` : result.status;
      },
    });
    this.handlers.set('LEAVE', {
      handle: ([plate]) => {
        const result = garage.leave(plate);
        return result.status === 'LEFT' ? `LEFT ${plate} ${result.ticket.spot.address}` : result.status;
      },
    });
    this.handlers.set('WHERE', { handle: ([plate]) => garage.locate(plate)?.address ?? 'NOT_FOUND' });
    this.handlers.set('FREE', { handle: ([size]) => String(garage.freeSpots(size as SpotSize)) });
  }

  execute(line: string): string {
    const [name, ...args] = line.trim().split(/\s+/);
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`unknown command ${name}`);
    return handler.handle(args);
  }
}

class GarageFactory {
  static create(config: GarageConfig): ParkingGarage {
    return new ParkingGarage(config, new LowestSpotFirstStrategy(config.sizeOrder));
  }
}

const registry = new CommandRegistry(GarageFactory.create(GARAGE_CONFIG), GARAGE_CONFIG);
const scriptLines: string[] = fs.readFileSync(0, 'utf8').split('\n');
const responses: string[] = [];
for (let i = 1; i <= Number(scriptLines[0]); i++) responses.push(registry.execute(scriptLines[i]));
process.stdout.write(responses.join('\n') + '\n');
