import { SeededRandom } from '../random.js';
import type { LevelBounds, TestInput } from '../types.js';

/**
 * Every level's constraints (questions/level-N.md): N commands; keys and values of 1–20
 * characters, measured on the SET commands.
 */
export const SCRIPT_BOUNDS = { maxSize: 200_000, minValue: 1, maxValue: 20 };

/** N, and the length of every key and value a SET stores. */
export function measureScript(input: string): ReturnType<LevelBounds['measure']> {
  const [header = '', ...commands] = input.trimEnd().split('\n');
  const values = commands
    .filter((command) => command.startsWith('SET '))
    .flatMap((command) =>
      command
        .split(' ')
        .slice(1)
        .map((token) => token.length),
    );
  return { size: Number.parseInt(header, 10), values };
}

function script(commands: readonly string[]): string {
  return `${commands.length}\n${commands.join('\n')}\n`;
}

interface ScriptShape {
  readonly commands: number;
  readonly keys: number;
  readonly values: number;
  readonly level: 1 | 2 | 3;
  /** Commands the script starts with, counted in `commands`. */
  readonly opening?: readonly string[];
}

function randomScript(seed: number, shape: ScriptShape): string {
  const random = new SeededRandom(seed);
  const key = () => `k${random.int(1, shape.keys)}`;
  const value = () =>
    random.chance(0.5) ? `${random.int(-50, shape.values)}` : `v${random.int(1, shape.values)}`;
  const commands: string[] = [...(shape.opening ?? [])];
  let depth = 0;
  while (commands.length < shape.commands) {
    const roll = random.next();
    if (roll < 0.35) commands.push(`SET ${key()} ${value()}`);
    else if (roll < 0.5) commands.push(`GET ${key()}`);
    else if (roll < 0.58) commands.push(`DELETE ${key()}`);
    else if (roll < 0.68) commands.push(`COUNT ${value()}`);
    else if (shape.level === 1) commands.push(`GET ${key()}`);
    else if (roll < 0.76) {
      commands.push('BEGIN');
      depth += 1;
    } else if (roll < 0.82) {
      commands.push('ROLLBACK');
      depth = Math.max(0, depth - 1);
    } else if (roll < 0.88) {
      commands.push('COMMIT');
      depth = Math.max(0, depth - 1);
    } else if (shape.level === 2) commands.push(`SET ${key()} ${value()}`);
    else if (roll < 0.97) commands.push(`INCR ${key()} ${random.int(-1000, 1000)}`);
    else commands.push('DEPTH');
  }
  return script(commands);
}

/** N = 200 000 commands that store a key and a value of 1 and of 20 characters and read them back. */
function boundScript(seed: number, level: 1 | 2 | 3): string {
  const [longKey, longValue] = ['k'.repeat(SCRIPT_BOUNDS.maxValue), 'v'.repeat(SCRIPT_BOUNDS.maxValue)];
  return randomScript(seed, {
    commands: SCRIPT_BOUNDS.maxSize,
    keys: 50_000,
    values: 5000,
    level,
    opening: [`SET ${longKey} ${longValue}`, 'SET a b', `GET ${longKey}`, `COUNT ${longValue}`, 'GET a'],
  });
}

/** Many keys sharing few values, then many COUNTs: scanning the store per COUNT is too slow. */
function countHeavyScript(keys: number, counts: number): string {
  const commands: string[] = [];
  for (let i = 0; i < keys; i += 1) commands.push(`SET key${i} ${i % 7 === 0 ? 'red' : `${i % 100}`}`);
  for (let i = 0; i < counts; i += 1) commands.push(`COUNT ${i % 3 === 0 ? 'red' : `${i % 120}`}`);
  return script(commands);
}

/** A big store and many short transactions: copying the store on BEGIN is too slow. */
function transactionHeavyScript(keys: number, transactions: number, withIncrements: boolean): string {
  const commands: string[] = [];
  for (let i = 0; i < keys; i += 1) commands.push(`SET key${i} ${i}`);
  for (let i = 0; i < transactions; i += 1) {
    commands.push('BEGIN');
    commands.push(withIncrements ? `INCR key${i % keys} 5` : `SET key${i % keys} changed`);
    commands.push(i % 2 === 0 ? 'ROLLBACK' : 'COMMIT');
  }
  commands.push('COUNT changed', `GET key${keys - 1}`, 'GET key1');
  return script(commands);
}

/** Deeply nested transactions, each touching a few keys, unwound one level at a time. */
function deepNestingScript(depth: number): string {
  const commands: string[] = [];
  for (let i = 0; i < depth; i += 1) commands.push('BEGIN', `INCR counter 1`, `SET level${i % 50} ${i}`);
  commands.push('DEPTH', 'GET counter');
  for (let i = 0; i < depth; i += 1) {
    commands.push(i % 3 === 0 ? 'ROLLBACK' : 'COMMIT');
    if (i % 1000 === 0) commands.push('GET counter', 'COUNT 7');
  }
  commands.push('DEPTH', 'GET counter', 'GET level3');
  return script(commands);
}

/**
 * Machine-coding levels are timed too, with the number of commands as n (issue 26), on the script
 * each level's slow design fails: COUNTs over a growing store (a COUNT that scans every key is
 * O(n²)), and short transactions on a store of n/2 keys (copying the store at BEGIN is O(n²)).
 */
export const growthInputs = {
  level1: (n: number): string => countHeavyScript(Math.floor(n / 2), n - Math.floor(n / 2)),
  level2: (n: number): string => transactionHeavyScript(Math.floor(n / 2), Math.floor(n / 6), false),
  level3: (n: number): string => transactionHeavyScript(Math.floor(n / 2), Math.floor(n / 6), true),
};

export function level1Inputs(): TestInput[] {
  return [
    {
      input: script([
        'SET city pune',
        'SET town pune',
        'GET city',
        'COUNT pune',
        'SET town delhi',
        'COUNT pune',
        'DELETE city',
        'GET city',
        'DELETE city',
        'COUNT pune',
      ]),
      sample: true,
    },
    { input: script(['GET a', 'COUNT 10', 'SET a 10', 'SET a 10', 'COUNT 10']), sample: true },
    { input: script(['DELETE ghost', 'SET x 1', 'DELETE x', 'COUNT 1', 'SET x 2', 'GET x']) },
    { input: script(['SET a b', 'SET b a', 'COUNT a', 'COUNT b', 'GET b']) },
    { input: randomScript(251, { commands: 60, keys: 5, values: 4, level: 1 }) },
    { input: randomScript(252, { commands: 5000, keys: 300, values: 40, level: 1 }) },
    { input: randomScript(253, { commands: 30_000, keys: 8000, values: 500, level: 1 }) },
    { input: countHeavyScript(50_000, 50_000) },
    { input: boundScript(254, 1) },
  ];
}

export function level2Inputs(): TestInput[] {
  return [
    {
      input: script([
        'SET a 10',
        'BEGIN',
        'SET a 20',
        'BEGIN',
        'SET a 30',
        'GET a',
        'ROLLBACK',
        'GET a',
        'COMMIT',
        'GET a',
        'ROLLBACK',
      ]),
      sample: true,
    },
    {
      input: script(['BEGIN', 'SET x 1', 'DELETE x', 'COUNT 1', 'ROLLBACK', 'GET x', 'COMMIT']),
      sample: true,
    },
    {
      input: script([
        'SET a 1',
        'BEGIN',
        'DELETE a',
        'BEGIN',
        'SET a 1',
        'COMMIT',
        'COUNT 1',
        'ROLLBACK',
        'GET a',
        'COUNT 1',
      ]),
    },
    { input: script(['BEGIN', 'BEGIN', 'SET k v', 'COMMIT', 'COMMIT', 'GET k', 'ROLLBACK']) },
    { input: randomScript(261, { commands: 80, keys: 5, values: 4, level: 2 }) },
    { input: randomScript(262, { commands: 5000, keys: 300, values: 40, level: 2 }) },
    { input: randomScript(263, { commands: 30_000, keys: 8000, values: 500, level: 2 }) },
    { input: transactionHeavyScript(40_000, 30_000, false) },
    { input: boundScript(264, 2) },
  ];
}

export function level3Inputs(): TestInput[] {
  return [
    {
      input: script([
        'INCR visits 5',
        'SET name asha',
        'INCR name 1',
        'BEGIN',
        'INCR visits -7',
        'DEPTH',
        'COUNT -2',
        'ROLLBACK',
        'GET visits',
        'DEPTH',
      ]),
      sample: true,
    },
    {
      input: script([
        'SET n 9',
        'BEGIN',
        'BEGIN',
        'INCR n 1',
        'COMMIT',
        'DEPTH',
        'COUNT 10',
        'ROLLBACK',
        'GET n',
      ]),
      sample: true,
    },
    { input: script(['DEPTH', 'INCR z 0', 'GET z', 'INCR z -1000000000', 'INCR z 1000000000', 'COUNT 0']) },
    {
      input: script([
        'SET big 999999999999',
        'INCR big 1',
        'SET w abc',
        'BEGIN',
        'INCR w 1',
        'DELETE w',
        'INCR w 2',
        'COMMIT',
        'GET w',
      ]),
    },
    { input: randomScript(271, { commands: 80, keys: 5, values: 4, level: 3 }) },
    { input: randomScript(272, { commands: 5000, keys: 300, values: 40, level: 3 }) },
    { input: transactionHeavyScript(40_000, 30_000, true) },
    { input: deepNestingScript(30_000) },
    { input: boundScript(274, 3) },
  ];
}
