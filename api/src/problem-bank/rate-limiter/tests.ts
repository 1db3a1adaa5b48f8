import { SeededRandom } from '../random.js';
import type { LevelBounds, TestInput } from '../types.js';

/** Every level's constraints (questions/level-N.md): N commands, request minutes 0 ≤ t ≤ 10^9. */
export const TRAFFIC_BOUNDS = { maxSize: 200_000, minValue: 0, maxValue: 1_000_000_000 };

/** N, and the minute t of every REQUEST and REMAINING. */
export function measureTraffic(input: string): ReturnType<LevelBounds['measure']> {
  const [header = '', ...commands] = input.trimEnd().split('\n');
  const values = commands
    .filter((command) => command.startsWith('REQUEST ') || command.startsWith('REMAINING '))
    .map((command) => Number(command.split(' ')[1]));
  return { size: Number.parseInt(header, 10), values };
}

function script(commands: readonly string[]): string {
  return `${commands.length}\n${commands.join('\n')}\n`;
}

interface TrafficShape {
  readonly commands: number;
  readonly clients: number;
  readonly maxLimit: number;
  readonly maxWindow: number;
  readonly maxGap: number;
  readonly level: 1 | 2 | 3;
}

function randomTraffic(seed: number, shape: TrafficShape): string {
  return script(randomTrafficCommands(seed, shape));
}

function randomTrafficCommands(seed: number, shape: TrafficShape): string[] {
  const random = new SeededRandom(seed);
  const client = () => `user${random.int(1, shape.clients)}`;
  const rule = () => `${random.int(0, shape.maxLimit)} ${random.int(1, shape.maxWindow)}`;
  const commands = [`LIMIT ${random.int(1, shape.maxLimit)} ${random.int(1, shape.maxWindow)}`];
  let time = 0;
  while (commands.length < shape.commands) {
    time += random.int(0, shape.maxGap);
    const roll = random.next();
    if (roll < 0.8) {
      const cost =
        shape.level === 3 && random.chance(0.7) ? ` ${random.int(1, Math.max(1, shape.maxLimit >> 1))}` : '';
      commands.push(`REQUEST ${time} ${client()}${cost}`);
    } else if (roll < 0.88) commands.push(`STATS ${client()}`);
    else if (roll < 0.93 && shape.level === 3) commands.push(`REMAINING ${time} ${client()}`);
    else if (roll < 0.97 && shape.level >= 2) commands.push(`CLIENT_LIMIT ${client()} ${rule()}`);
    else if (random.chance(0.3)) commands.push(`LIMIT ${rule()}`);
    else commands.push(`STATS ${client()}`);
  }
  return commands;
}

/** N = 200 000 commands from minute 0 to minute 10^9. */
function boundTraffic(seed: number, level: 1 | 2 | 3): string {
  const { maxSize, minValue, maxValue } = TRAFFIC_BOUNDS;
  // Gaps average 4 500 minutes: the last random request comes before minute 10^9.
  const commands = randomTrafficCommands(seed, {
    commands: maxSize - 2,
    // A new LIMIT resets every client's window: few clients keep the references' resets cheap.
    clients: 300,
    maxLimit: 20,
    maxWindow: 100_000,
    maxGap: 9000,
    level,
  });
  return script([`REQUEST ${minValue} first`, ...commands, `REQUEST ${maxValue} last`]);
}

/** One client with a huge limit: counting its whole history on every request is quadratic. */
function burstTraffic(requests: number, withCosts: boolean): string {
  const commands = [`LIMIT ${requests} 1000000000`];
  for (let i = 0; i < requests; i += 1) {
    commands.push(`REQUEST ${Math.floor(i / 3)} heavy${withCosts ? ` ${1 + (i % 3)}` : ''}`);
  }
  commands.push('STATS heavy');
  return script(commands);
}

/** Many clients each hammering a short window: logs must expire as time moves on. */
function steadyTraffic(requests: number, clients: number, withCosts: boolean): string {
  const commands = ['LIMIT 50 100'];
  for (let i = 0; i < requests; i += 1) {
    commands.push(`REQUEST ${i} c${i % clients}${withCosts ? ` ${1 + (i % 5)}` : ''}`);
  }
  for (let c = 0; c < clients; c += 1) commands.push(`STATS c${c}`);
  return script(commands);
}

/**
 * Design levels are timed too, with the number of commands as n (issue 26): one client under a
 * huge limit, so a limiter that recounts the client's history on every request shows as quadratic.
 */
export const growthInputs = {
  level1: (n: number): string => burstTraffic(n, false),
  level2: (n: number): string => burstTraffic(n, false),
  level3: (n: number): string => burstTraffic(n, true),
};

export function level1Inputs(): TestInput[] {
  return [
    {
      input: script([
        'REQUEST 0 asha',
        'LIMIT 2 10',
        'REQUEST 1 asha',
        'REQUEST 5 asha',
        'REQUEST 9 asha',
        'REQUEST 10 asha',
        'REQUEST 10 ravi',
        'STATS asha',
        'STATS nobody',
      ]),
      sample: true,
    },
    {
      input: script(['LIMIT 1 60', 'REQUEST 59 a', 'REQUEST 60 a', 'LIMIT 1 60', 'REQUEST 61 a', 'STATS a']),
      sample: true,
    },
    { input: script(['LIMIT 0 5', 'REQUEST 0 x', 'REQUEST 100 x', 'STATS x']) },
    { input: script(['STATS ghost', 'REQUEST 7 ghost', 'REQUEST 7 ghost', 'STATS ghost']) },
    {
      input: randomTraffic(221, {
        commands: 60,
        clients: 3,
        maxLimit: 3,
        maxWindow: 10,
        maxGap: 3,
        level: 1,
      }),
    },
    {
      input: randomTraffic(222, {
        commands: 5000,
        clients: 40,
        maxLimit: 8,
        maxWindow: 200,
        maxGap: 5,
        level: 1,
      }),
    },
    {
      input: randomTraffic(223, {
        commands: 20_000,
        clients: 1000,
        maxLimit: 20,
        maxWindow: 1000,
        maxGap: 2,
        level: 1,
      }),
    },
    { input: burstTraffic(60_000, false) },
    { input: boundTraffic(224, 1) },
  ];
}

export function level2Inputs(): TestInput[] {
  return [
    {
      input: script([
        'LIMIT 2 10',
        'REQUEST 1 asha',
        'REQUEST 9 asha',
        'REQUEST 10 asha',
        'REQUEST 11 asha',
        'CLIENT_LIMIT asha 5 10',
        'REQUEST 12 asha',
        'STATS asha',
      ]),
      sample: true,
    },
    {
      input: script([
        'LIMIT 1 60',
        'REQUEST 59 a',
        'REQUEST 60 a',
        'REQUEST 118 a',
        'REQUEST 119 a',
        'STATS a',
      ]),
      sample: true,
    },
    {
      input: script([
        'CLIENT_LIMIT vip 0 1',
        'REQUEST 0 vip',
        'REQUEST 0 other',
        'LIMIT 1 5',
        'REQUEST 1 vip',
        'REQUEST 1 other',
        'REQUEST 2 other',
      ]),
    },
    {
      input: script([
        'LIMIT 2 5',
        'REQUEST 0 a',
        'REQUEST 0 a',
        'LIMIT 2 5',
        'REQUEST 1 a',
        'CLIENT_LIMIT a 1 100',
        'LIMIT 9 9',
        'REQUEST 50 a',
        'REQUEST 99 a',
      ]),
    },
    {
      input: randomTraffic(231, {
        commands: 60,
        clients: 3,
        maxLimit: 3,
        maxWindow: 10,
        maxGap: 3,
        level: 2,
      }),
    },
    {
      input: randomTraffic(232, {
        commands: 5000,
        clients: 40,
        maxLimit: 8,
        maxWindow: 200,
        maxGap: 5,
        level: 2,
      }),
    },
    {
      input: randomTraffic(233, {
        commands: 20_000,
        clients: 1000,
        maxLimit: 20,
        maxWindow: 1000,
        maxGap: 2,
        level: 2,
      }),
    },
    { input: burstTraffic(60_000, false) },
    { input: steadyTraffic(30_000, 300, false) },
    { input: boundTraffic(234, 2) },
  ];
}

export function level3Inputs(): TestInput[] {
  return [
    {
      input: script([
        'LIMIT 10 60',
        'REQUEST 0 asha 4',
        'REQUEST 10 asha 5',
        'REQUEST 20 asha 2',
        'REMAINING 20 asha',
        'REQUEST 60 asha 5',
        'REMAINING 70 asha',
        'STATS asha',
      ]),
      sample: true,
    },
    {
      input: script([
        'REMAINING 0 ravi',
        'LIMIT 3 10',
        'REQUEST 1 ravi 4',
        'REQUEST 2 ravi',
        'REMAINING 2 ravi',
      ]),
      sample: true,
    },
    {
      input: script([
        'CLIENT_LIMIT a 5 1',
        'REQUEST 0 a 5',
        'REQUEST 0 a 1',
        'REQUEST 1 a 5',
        'REMAINING 1 a',
        'REMAINING 2 a',
      ]),
    },
    {
      input: script([
        'LIMIT 0 10',
        'REQUEST 0 z 1',
        'REMAINING 0 z',
        'CLIENT_LIMIT z 1000000000 1000000000',
        'REQUEST 5 z 1000000',
        'REMAINING 6 z',
      ]),
    },
    {
      input: randomTraffic(241, {
        commands: 60,
        clients: 3,
        maxLimit: 6,
        maxWindow: 10,
        maxGap: 3,
        level: 3,
      }),
    },
    {
      input: randomTraffic(242, {
        commands: 5000,
        clients: 40,
        maxLimit: 12,
        maxWindow: 200,
        maxGap: 5,
        level: 3,
      }),
    },
    {
      input: randomTraffic(243, {
        commands: 20_000,
        clients: 1000,
        maxLimit: 30,
        maxWindow: 1000,
        maxGap: 2,
        level: 3,
      }),
    },
    { input: burstTraffic(60_000, true) },
    { input: steadyTraffic(30_000, 300, true) },
    { input: boundTraffic(244, 3) },
  ];
}
