import { SeededRandom } from '../random.js';
import type { LevelBounds, TestInput } from '../types.js';

/** The statements' constraints (questions/level-N.md): N commands and every amount. */
export const LEVEL_1_BOUNDS = { maxSize: 200_000, minValue: 1, maxValue: 1_000_000_000 };
export const LATER_LEVEL_BOUNDS = { maxSize: 200_000, minValue: 0, maxValue: 1_000_000_000 };
const MAX_GROUP = 10;
const MAX_USERS = 50_000;

/** N, and the amount of every EXPENSE, EXPENSE_EXACT, EXPENSE_PERCENT and SETTLE. */
export function measureLedgerScript(input: string): ReturnType<LevelBounds['measure']> {
  const [header = '', ...commands] = input.trimEnd().split('\n');
  const values = commands.flatMap((command) => {
    const tokens = command.split(' ');
    if (tokens[0] === 'SETTLE') return [Number(tokens[3])];
    return tokens[0]?.startsWith('EXPENSE') ? [Number(tokens[2])] : [];
  });
  return { size: Number.parseInt(header, 10), values };
}

function script(commands: readonly string[]): string {
  return `${commands.length}\n${commands.join('\n')}\n`;
}

interface ScriptShape {
  readonly commands: number;
  readonly users: number;
  readonly maxGroup: number;
  readonly maxAmount: number;
  readonly level: 1 | 2 | 3;
  /** Commands the script starts with, counted in `commands`. */
  readonly opening?: readonly string[];
  /** Level 3 without its random SIMPLIFYs (their output is bounded in all). */
  readonly withoutSimplify?: boolean;
}

function distinctUsers(random: SeededRandom, users: number, count: number): string[] {
  const chosen = new Set<string>();
  while (chosen.size < Math.min(count, users)) chosen.add(`u${random.int(1, users)}`);
  return [...chosen];
}

function percentages(random: SeededRandom, count: number, valid: boolean): number[] {
  const cuts = Array.from({ length: count - 1 }, () => random.int(0, 100)).sort((a, b) => a - b);
  const result = [...cuts, 100].map((cut, i) => cut - (i === 0 ? 0 : (cuts[i - 1] ?? 0)));
  if (!valid) result[0] = (result[0] ?? 0) + 1;
  return result;
}

function randomScript(seed: number, shape: ScriptShape): string {
  const random = new SeededRandom(seed);
  const user = () => `u${random.int(1, shape.users)}`;
  const commands: string[] = [...(shape.opening ?? [])];
  while (commands.length < shape.commands) {
    const roll = random.next();
    const amount = random.int(1, shape.maxAmount);
    const group = distinctUsers(random, shape.users, random.int(1, shape.maxGroup));
    if (roll < 0.4 || (shape.level === 1 && roll < 0.65)) {
      commands.push(`EXPENSE ${user()} ${amount} ${group.length} ${group.join(' ')}`);
    } else if (roll < 0.55 || shape.level === 1) {
      commands.push(`BALANCE ${user()}`);
    } else if (roll < 0.65) {
      commands.push(`SETTLE ${user()} ${user()} ${random.int(1, shape.maxAmount)}`);
    } else if (roll < 0.78) {
      const base = Math.floor(amount / group.length);
      const shares = group.map((u) => [u, base] as const);
      const slack = amount - base * group.length + (random.chance(0.15) ? 1 : 0);
      const last = shares.length - 1;
      const text = shares.map(([u, s], i) => `${u} ${i === last ? s + slack : s}`).join(' ');
      commands.push(`EXPENSE_EXACT ${user()} ${amount} ${group.length} ${text}`);
    } else if (roll < 0.9) {
      const percents = percentages(random, group.length, random.chance(0.9));
      commands.push(
        `EXPENSE_PERCENT ${user()} ${amount} ${group.length} ${group.map((u, i) => `${u} ${percents[i]}`).join(' ')}`,
      );
    } else if (shape.level === 3 && !shape.withoutSimplify && random.chance(0.3)) {
      commands.push('SIMPLIFY');
    } else {
      commands.push(`BALANCE ${user()}`);
    }
  }
  return script(commands);
}

/**
 * N = 200 000 commands: a group of 10, the smallest and the largest amount first, and, at
 * level 3, 50 000 users settled by one SIMPLIFY at the end.
 */
function boundScript(seed: number, level: 1 | 2 | 3): string {
  const { maxSize, minValue, maxValue } = level === 1 ? LEVEL_1_BOUNDS : LATER_LEVEL_BOUNDS;
  const group = Array.from({ length: MAX_GROUP }, (_, i) => `u${i + 1}`).join(' ');
  const script = randomScript(seed, {
    commands: level === 3 ? maxSize - 1 : maxSize,
    users: level === 3 ? MAX_USERS : 20_000,
    // The largest group is in the opening; smaller random groups keep the input near 4 MB.
    maxGroup: 3,
    maxAmount: maxValue,
    level,
    withoutSimplify: true,
    opening: [
      `EXPENSE u1 ${maxValue} ${MAX_GROUP} ${group}`,
      level === 1 ? `EXPENSE u2 ${minValue} 1 u3` : `EXPENSE_EXACT u2 ${minValue} 1 u3 0`,
      'BALANCE u1',
    ],
  });
  if (level !== 3) return script;
  const [, ...commands] = script.trimEnd().split('\n');
  return `${maxSize}\n${commands.join('\n')}\nSIMPLIFY\n`;
}

/** Many expenses interleaved with balance look-ups: replaying the history per BALANCE is too slow. */
function balanceHeavyScript(expenses: number, users: number): string {
  const commands: string[] = [];
  for (let i = 0; i < expenses; i += 1) {
    commands.push(
      `EXPENSE u${i % users} ${1000 + (i % 977)} 3 u${(i + 1) % users} u${(i + 2) % users} u${(i + 5) % users}`,
    );
    commands.push(`BALANCE u${(i * 7) % users}`);
  }
  return script(commands);
}

/** Thousands of users with open balances: finding the largest by scanning everyone is quadratic. */
function simplifyHeavyScript(users: number): string {
  const commands: string[] = [];
  for (let i = 0; i < users; i += 1) {
    commands.push(`EXPENSE u${i} ${100 + ((i * 37) % 1000)} 2 u${(i + 1) % users} u${(i * 13 + 7) % users}`);
  }
  commands.push('SIMPLIFY', `BALANCE u${users >> 1}`, 'SIMPLIFY');
  return script(commands);
}

/**
 * Machine-coding levels are timed too, with the number of commands as n (issue 26): expenses
 * interleaved with BALANCE look-ups (replaying the history per BALANCE is O(n²)) and, at level 3,
 * n users with open balances settled by SIMPLIFY (scanning every user for the largest balance at
 * each step is O(n²); two heaps, O(n log n)).
 */
export const growthInputs = {
  level1: (n: number): string => balanceHeavyScript(Math.floor(n / 2), 1000),
  level2: (n: number): string => balanceHeavyScript(Math.floor(n / 2), 1000),
  level3: (n: number): string => simplifyHeavyScript(Math.max(3, n - 3)),
};

export function level1Inputs(): TestInput[] {
  return [
    {
      input: script([
        'EXPENSE asha 1000 3 asha ravi meera',
        'BALANCE asha',
        'BALANCE ravi',
        'BALANCE meera',
        'EXPENSE ravi 500 1 asha',
        'BALANCE asha',
        'BALANCE kiran',
      ]),
      sample: true,
    },
    { input: script(['EXPENSE a 7 4 b c d e', 'BALANCE b', 'BALANCE e', 'BALANCE a']), sample: true },
    { input: script(['BALANCE nobody', 'EXPENSE solo 999 1 solo', 'BALANCE solo']) },
    { input: script(['EXPENSE x 1000000000 2 y z', 'EXPENSE x 1000000000 2 y z', 'BALANCE x', 'BALANCE z']) },
    { input: randomScript(281, { commands: 50, users: 5, maxGroup: 4, maxAmount: 100, level: 1 }) },
    { input: randomScript(282, { commands: 5000, users: 200, maxGroup: 6, maxAmount: 100_000, level: 1 }) },
    {
      input: randomScript(283, {
        commands: 15_000,
        users: 8000,
        maxGroup: 5,
        maxAmount: 1_000_000_000,
        level: 1,
      }),
    },
    { input: balanceHeavyScript(25_000, 5000) },
    { input: boundScript(284, 1) },
  ];
}

export function level2Inputs(): TestInput[] {
  return [
    {
      input: script([
        'EXPENSE_EXACT asha 900 2 ravi 600 meera 300',
        'EXPENSE_EXACT asha 900 2 ravi 600 meera 200',
        'EXPENSE_PERCENT ravi 1001 3 asha 50 ravi 25 meera 25',
        'SETTLE meera asha 300',
        'BALANCE asha',
        'BALANCE ravi',
        'BALANCE meera',
      ]),
      sample: true,
    },
    {
      input: script([
        'EXPENSE_PERCENT a 10 2 b 60 c 60',
        'EXPENSE_PERCENT a 3 3 b 33 c 33 d 34',
        'BALANCE b',
        'BALANCE d',
      ]),
      sample: true,
    },
    { input: script(['SETTLE a b 50', 'BALANCE a', 'BALANCE b', 'EXPENSE_EXACT a 0 1 b 0', 'BALANCE b']) },
    { input: script(['EXPENSE p 10 3 p q r', 'SETTLE q p 3', 'SETTLE r p 3', 'BALANCE p', 'BALANCE q']) },
    { input: randomScript(291, { commands: 60, users: 5, maxGroup: 4, maxAmount: 100, level: 2 }) },
    { input: randomScript(292, { commands: 5000, users: 200, maxGroup: 6, maxAmount: 100_000, level: 2 }) },
    {
      input: randomScript(293, {
        commands: 15_000,
        users: 8000,
        maxGroup: 5,
        maxAmount: 1_000_000_000,
        level: 2,
      }),
    },
    { input: balanceHeavyScript(25_000, 5000) },
    { input: boundScript(294, 2) },
  ];
}

export function level3Inputs(): TestInput[] {
  return [
    {
      input: script([
        'EXPENSE asha 900 3 asha ravi meera',
        'EXPENSE ravi 300 2 meera kiran',
        'SIMPLIFY',
        'BALANCE meera',
        'SETTLE meera asha 450',
        'SIMPLIFY',
      ]),
      sample: true,
    },
    { input: script(['SIMPLIFY', 'EXPENSE b 10 1 a', 'EXPENSE c 10 1 d', 'SIMPLIFY']), sample: true },
    { input: script(['EXPENSE a 5 1 a', 'SIMPLIFY']) },
    {
      input: script([
        'EXPENSE x 100 4 a b c d',
        'EXPENSE y 100 2 a b',
        'SIMPLIFY',
        'SETTLE a x 25',
        'SIMPLIFY',
      ]),
    },
    { input: randomScript(301, { commands: 60, users: 6, maxGroup: 4, maxAmount: 100, level: 3 }) },
    { input: randomScript(302, { commands: 3000, users: 150, maxGroup: 6, maxAmount: 100_000, level: 3 }) },
    { input: balanceHeavyScript(25_000, 5000) },
    { input: simplifyHeavyScript(20_000) },
    { input: boundScript(304, 3) },
  ];
}
