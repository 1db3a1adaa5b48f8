import { MinHeap } from '../min-heap.js';
import { joinLines, readCommands } from '../token-reader.js';

const SIZES = ['SMALL', 'MEDIUM', 'LARGE'] as const;
type SpotSize = (typeof SIZES)[number];

/** Spot sizes a vehicle may use, best first. Level 1 allows only the first one. */
const FITTING_SIZES: Record<string, readonly SpotSize[]> = {
  BIKE: ['SMALL', 'MEDIUM', 'LARGE'],
  CAR: ['MEDIUM', 'LARGE'],
  TRUCK: ['LARGE'],
};

const HOURLY_RATE: Record<SpotSize, number> = { SMALL: 20, MEDIUM: 50, LARGE: 100 };

interface Spot {
  readonly floor: number;
  readonly number: number;
  readonly size: SpotSize;
}

interface ParkedVehicle {
  readonly spot: Spot;
  readonly since: number;
}

interface GarageRules {
  readonly allowLargerSpots: boolean;
  readonly billing: boolean;
}

const bySpotPosition = (a: Spot, b: Spot) => a.floor - b.floor || a.number - b.number;
const label = (spot: Spot) => `${spot.floor}-${spot.number}`;

class Garage {
  private readonly freeSpots = new Map<SpotSize, MinHeap<Spot>>(
    SIZES.map((size) => [size, new MinHeap<Spot>(bySpotPosition)]),
  );
  private readonly floors: Record<SpotSize, { used: number; total: number }>[] = [];
  private readonly parked = new Map<string, ParkedVehicle>();
  private revenue = 0;

  constructor(private readonly rules: GarageRules) {}

  addFloor(counts: readonly number[]): string {
    const floor = this.floors.length + 1;
    const usage = {} as Record<SpotSize, { used: number; total: number }>;
    let number = 0;
    SIZES.forEach((size, index) => {
      const count = counts[index] ?? 0;
      usage[size] = { used: 0, total: count };
      for (let i = 0; i < count; i += 1) {
        number += 1;
        this.freeSpots.get(size)?.push({ floor, number, size });
      }
    });
    this.floors.push(usage);
    return `FLOOR ${floor}`;
  }

  park(plate: string, vehicle: string, minute: number): string {
    if (this.parked.has(plate)) return 'ALREADY_PARKED';
    const sizes = FITTING_SIZES[vehicle] ?? [];
    const allowed = this.rules.allowLargerSpots ? sizes : sizes.slice(0, 1);
    for (const size of allowed) {
      const spot = this.freeSpots.get(size)?.pop();
      if (spot === undefined) continue;
      this.parked.set(plate, { spot, since: minute });
      this.usage(spot).used += 1;
      return `PARKED ${plate} ${label(spot)}`;
    }
    return 'FULL';
  }

  leave(plate: string, minute: number): string {
    const vehicle = this.parked.get(plate);
    if (vehicle === undefined) return 'NOT_FOUND';
    this.parked.delete(plate);
    this.freeSpots.get(vehicle.spot.size)?.push(vehicle.spot);
    this.usage(vehicle.spot).used -= 1;
    if (!this.rules.billing) return `LEFT ${plate} ${label(vehicle.spot)}`;
    const hours = Math.max(1, Math.ceil((minute - vehicle.since) / 60));
    const fee = hours * HOURLY_RATE[vehicle.spot.size];
    this.revenue += fee;
    return `LEFT ${plate} ${label(vehicle.spot)} ${fee}`;
  }

  where(plate: string): string {
    const vehicle = this.parked.get(plate);
    return vehicle === undefined ? 'NOT_FOUND' : label(vehicle.spot);
  }

  free(size: string): string {
    return `${this.freeSpots.get(size as SpotSize)?.size ?? 0}`;
  }

  occupancy(floor: number): string {
    const usage = this.floors[floor - 1];
    if (usage === undefined) return 'NO_FLOOR';
    return SIZES.map((size) => `${usage[size].used}/${usage[size].total}`).join(' ');
  }

  totalRevenue(): string {
    return `${this.revenue}`;
  }

  private usage(spot: Spot): { used: number; total: number } {
    const usage = this.floors[spot.floor - 1]?.[spot.size];
    if (usage === undefined) throw new Error('Unknown spot');
    return usage;
  }
}

function runScript(input: string, rules: GarageRules): string {
  const garage = new Garage(rules);
  const output = readCommands(input).map(([command, ...args]) => {
    const minute = (index: number) => (rules.billing ? Number(args[index]) : 0);
    switch (command) {
      case 'ADD_FLOOR':
        return garage.addFloor(args.map(Number));
      case 'PARK':
        return garage.park(args[0] ?? '', args[1] ?? '', minute(2));
      case 'LEAVE':
        return garage.leave(args[0] ?? '', minute(1));
      case 'WHERE':
        return garage.where(args[0] ?? '');
      case 'FREE':
        return garage.free(args[0] ?? '');
      case 'OCCUPANCY':
        return garage.occupancy(Number(args[0]));
      case 'REVENUE':
        return garage.totalRevenue();
      default:
        throw new Error(`Unknown command ${command}`);
    }
  });
  return joinLines(output);
}

export const solveLevel1 = (input: string) => runScript(input, { allowLargerSpots: false, billing: false });
export const solveLevel2 = (input: string) => runScript(input, { allowLargerSpots: true, billing: false });
export const solveLevel3 = (input: string) => runScript(input, { allowLargerSpots: true, billing: true });
