import { SeededRandom } from '../random.js';
import type { LevelBounds, TestInput } from '../types.js';

/**
 * Every level's constraints (questions/level-N.md): N commands; each floor's S, M and L spots
 * between 0 and 1000; at most 300 000 spots in all.
 */
export const GARAGE_BOUNDS = { maxSize: 200_000, minValue: 0, maxValue: 1000 };
const MAX_SPOTS = 300_000;

/** N, and the S, M and L of every ADD_FLOOR. */
export function measureGarage(input: string): ReturnType<LevelBounds['measure']> {
  const [header = '', ...commands] = input.trimEnd().split('\n');
  const values = commands
    .filter((command) => command.startsWith('ADD_FLOOR '))
    .flatMap((command) => command.split(' ').slice(1).map(Number));
  return { size: Number.parseInt(header, 10), values };
}

const VEHICLES = ['BIKE', 'CAR', 'TRUCK'];
const SIZES = ['SMALL', 'MEDIUM', 'LARGE'];

function script(commands: readonly string[]): string {
  return `${commands.length}\n${commands.join('\n')}\n`;
}

interface ScriptShape {
  readonly floors: number;
  readonly spotsPerFloor: readonly [number, number, number];
  readonly commands: number;
  readonly plates: number;
  readonly level: 1 | 2 | 3;
  /** Commands the script starts with (before its floors), counted in `commands`. */
  readonly opening?: readonly string[];
}

/**
 * Random traffic: mostly arrivals until the garage is nearly full, then a churn of arrivals and
 * departures, sprinkled with queries. Minutes only move forward.
 */
function randomScript(seed: number, shape: ScriptShape): string {
  const random = new SeededRandom(seed);
  const commands: string[] = [...(shape.opening ?? [])];
  const [small, medium, large] = shape.spotsPerFloor;
  for (let floor = 0; floor < shape.floors; floor += 1)
    commands.push(`ADD_FLOOR ${small} ${medium} ${large}`);
  const parked: string[] = [];
  let minute = 0;
  const at = () => (shape.level === 3 ? ` ${minute}` : '');
  while (commands.length < shape.commands) {
    minute += random.int(0, 7);
    const roll = random.next();
    if (roll < 0.5 || parked.length === 0) {
      const plate = `KA${random.int(1, shape.plates)}`;
      commands.push(`PARK ${plate} ${random.pick(VEHICLES)}${at()}`);
      parked.push(plate);
    } else if (roll < 0.85) {
      const index = random.int(0, parked.length - 1);
      const plate = random.chance(0.95) ? (parked[index] ?? 'X') : `MH${random.int(1, 99)}`;
      parked[index] = parked[parked.length - 1] ?? plate;
      parked.pop();
      commands.push(`LEAVE ${plate}${at()}`);
    } else if (roll < 0.92) {
      commands.push(`WHERE ${random.chance(0.8) ? random.pick(parked) : `MH${random.int(1, 99)}`}`);
    } else if (roll < 0.97 || shape.level === 1) {
      commands.push(`FREE ${random.pick(SIZES)}`);
    } else if (shape.level === 3 && random.chance(0.5)) {
      commands.push('REVENUE');
    } else {
      commands.push(`OCCUPANCY ${random.int(1, shape.floors + 1)}`);
    }
  }
  return script(commands);
}

/** N = 200 000 commands in a garage of 300 000 spots: an empty floor, then floors of 1000 + 1000 + 1000. */
function boundScript(seed: number, level: 1 | 2 | 3): string {
  const { maxSize, maxValue } = GARAGE_BOUNDS;
  return randomScript(seed, {
    opening: ['ADD_FLOOR 0 0 0'],
    floors: MAX_SPOTS / (3 * maxValue),
    spotsPerFloor: [maxValue, maxValue, maxValue],
    commands: maxSize,
    plates: 150_000,
    level,
  });
}

/**
 * Fills a big garage completely, then frees spots on the top floors one at a time: a scan from
 * floor 1 for every arrival is too slow.
 */
function fullGarageScript(level: 1 | 2 | 3, floors: number, arrivals: number): string {
  const commands: string[] = [];
  for (let floor = 0; floor < floors; floor += 1) commands.push('ADD_FLOOR 40 40 20');
  const capacity = floors * 40;
  const at = (minute: number) => (level === 3 ? ` ${minute}` : '');
  for (let i = 0; i < capacity; i += 1) commands.push(`PARK C${i} CAR${at(i)}`);
  for (let i = 0; i < arrivals; i += 1) {
    commands.push(`LEAVE C${capacity - 1 - i}${at(capacity + 2 * i)}`);
    commands.push(`PARK N${i} CAR${at(capacity + 2 * i + 1)}`);
  }
  commands.push('FREE MEDIUM');
  return script(commands);
}

/**
 * Design levels are timed too, with the number of commands as n (issue 26): a garage of about n/2
 * spots filled, then n/4 departures from the top floor each followed by an arrival. A garage that
 * scans its spots from floor 1 for every arrival is O(n²); a heap of free spots per size, O(n log n).
 */
export const growthInputs = {
  level1: (n: number): string => fullGarageScript(1, Math.max(1, Math.round(n / 82)), Math.floor(n / 4)),
  level2: (n: number): string => fullGarageScript(2, Math.max(1, Math.round(n / 82)), Math.floor(n / 4)),
  level3: (n: number): string => fullGarageScript(3, Math.max(1, Math.round(n / 82)), Math.floor(n / 4)),
};

export function level1Inputs(): TestInput[] {
  return [
    {
      input: script([
        'ADD_FLOOR 1 1 0',
        'ADD_FLOOR 0 2 1',
        'PARK KA01 CAR',
        'PARK KA02 CAR',
        'PARK KA03 BIKE',
        'PARK KA04 BIKE',
        'LEAVE KA01',
        'PARK KA04 CAR',
        'WHERE KA02',
        'FREE MEDIUM',
        'LEAVE KA09',
      ]),
      sample: true,
    },
    {
      input: script(['PARK KA01 CAR', 'ADD_FLOOR 0 0 1', 'PARK KA01 TRUCK', 'PARK KA01 TRUCK', 'FREE LARGE']),
      sample: true,
    },
    { input: script(['ADD_FLOOR 0 0 0', 'FREE SMALL', 'PARK B1 BIKE', 'WHERE B1', 'LEAVE B1']) },
    {
      input: script([
        'ADD_FLOOR 2 0 0',
        'PARK A BIKE',
        'PARK B BIKE',
        'LEAVE A',
        'PARK C BIKE',
        'WHERE C',
        'WHERE A',
      ]),
    },
    { input: randomScript(191, { floors: 2, spotsPerFloor: [2, 2, 1], commands: 40, plates: 12, level: 1 }) },
    {
      input: randomScript(192, {
        floors: 20,
        spotsPerFloor: [10, 20, 5],
        commands: 4000,
        plates: 900,
        level: 1,
      }),
    },
    {
      input: randomScript(193, {
        floors: 300,
        spotsPerFloor: [30, 50, 20],
        commands: 30_000,
        plates: 20_000,
        level: 1,
      }),
    },
    { input: fullGarageScript(1, 500, 15_000) },
    { input: boundScript(194, 1) },
  ];
}

export function level2Inputs(): TestInput[] {
  return [
    {
      input: script([
        'ADD_FLOOR 1 1 1',
        'PARK B1 BIKE',
        'PARK B2 BIKE',
        'PARK C1 CAR',
        'OCCUPANCY 1',
        'LEAVE B1',
        'PARK B3 BIKE',
        'OCCUPANCY 1',
        'OCCUPANCY 2',
      ]),
      sample: true,
    },
    {
      input: script([
        'ADD_FLOOR 0 1 0',
        'ADD_FLOOR 0 0 1',
        'PARK T1 TRUCK',
        'PARK C1 CAR',
        'PARK C2 CAR',
        'PARK B1 BIKE',
        'FREE LARGE',
      ]),
      sample: true,
    },
    {
      input: script([
        'OCCUPANCY 1',
        'ADD_FLOOR 0 0 2',
        'PARK B BIKE',
        'PARK C CAR',
        'PARK T TRUCK',
        'OCCUPANCY 1',
      ]),
    },
    {
      input: script([
        'ADD_FLOOR 1 0 0',
        'ADD_FLOOR 0 1 0',
        'PARK X BIKE',
        'PARK Y BIKE',
        'LEAVE X',
        'PARK Z CAR',
        'PARK W BIKE',
        'WHERE W',
      ]),
    },
    { input: randomScript(201, { floors: 2, spotsPerFloor: [2, 2, 1], commands: 40, plates: 12, level: 2 }) },
    {
      input: randomScript(202, {
        floors: 20,
        spotsPerFloor: [10, 20, 5],
        commands: 4000,
        plates: 900,
        level: 2,
      }),
    },
    {
      input: randomScript(203, {
        floors: 300,
        spotsPerFloor: [30, 50, 20],
        commands: 30_000,
        plates: 20_000,
        level: 2,
      }),
    },
    { input: fullGarageScript(2, 500, 15_000) },
    { input: boundScript(294, 2) },
  ];
}

export function level3Inputs(): TestInput[] {
  return [
    {
      input: script([
        'ADD_FLOOR 0 1 1',
        'PARK C1 CAR 0',
        'PARK C2 CAR 10',
        'LEAVE C1 59',
        'LEAVE C2 71',
        'REVENUE',
      ]),
      sample: true,
    },
    {
      input: script(['ADD_FLOOR 1 0 0', 'PARK B1 BIKE 5', 'LEAVE B1 5', 'LEAVE B1 6', 'REVENUE']),
      sample: true,
    },
    { input: script(['REVENUE', 'ADD_FLOOR 0 0 1', 'PARK B BIKE 0', 'LEAVE B 121', 'REVENUE']) },
    {
      input: script([
        'ADD_FLOOR 1 1 1',
        'PARK A CAR 0',
        'PARK B CAR 30',
        'PARK C CAR 40',
        'LEAVE B 1000',
        'LEAVE A 1000',
        'OCCUPANCY 1',
        'REVENUE',
      ]),
    },
    { input: randomScript(211, { floors: 2, spotsPerFloor: [2, 2, 1], commands: 40, plates: 12, level: 3 }) },
    {
      input: randomScript(212, {
        floors: 20,
        spotsPerFloor: [10, 20, 5],
        commands: 4000,
        plates: 900,
        level: 3,
      }),
    },
    {
      input: randomScript(213, {
        floors: 300,
        spotsPerFloor: [30, 50, 20],
        commands: 30_000,
        plates: 20_000,
        level: 3,
      }),
    },
    { input: fullGarageScript(3, 500, 15_000) },
    { input: boundScript(394, 3) },
  ];
}
