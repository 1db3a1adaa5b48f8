import { joinLines, readCommands } from '../token-reader.js';

const INTEGER = /^-?\d+$/;

/**
 * A key-value store with nested transactions. Each open transaction keeps an undo log holding
 * the value every key had before the transaction first touched it, so BEGIN is O(1), and
 * ROLLBACK/COMMIT cost only as much as the transaction changed.
 */
class TransactionalStore {
  private readonly values = new Map<string, string>();
  private readonly valueCounts = new Map<string, number>();
  private readonly undoLogs: Map<string, string | undefined>[] = [];

  get(key: string): string {
    return this.values.get(key) ?? 'NULL';
  }

  set(key: string, value: string): string {
    this.write(key, value);
    return 'OK';
  }

  delete(key: string): string {
    if (!this.values.has(key)) return 'NOT_FOUND';
    this.write(key, undefined);
    return 'DELETED';
  }

  count(value: string): string {
    return `${this.valueCounts.get(value) ?? 0}`;
  }

  increment(key: string, delta: number): string {
    const current = this.values.get(key) ?? '0';
    if (!INTEGER.test(current)) return 'ERROR';
    const next = `${Number(current) + delta}`;
    this.write(key, next);
    return next;
  }

  begin(): string {
    this.undoLogs.push(new Map());
    return 'OK';
  }

  rollback(): string {
    const log = this.undoLogs.pop();
    if (log === undefined) return 'NO_TRANSACTION';
    for (const [key, previous] of log) this.apply(key, previous);
    return 'OK';
  }

  commit(): string {
    const log = this.undoLogs.pop();
    if (log === undefined) return 'NO_TRANSACTION';
    const parent = this.undoLogs[this.undoLogs.length - 1];
    if (parent !== undefined)
      for (const [key, previous] of log) if (!parent.has(key)) parent.set(key, previous);
    return 'OK';
  }

  depth(): string {
    return `${this.undoLogs.length}`;
  }

  private write(key: string, value: string | undefined): void {
    const log = this.undoLogs[this.undoLogs.length - 1];
    if (log !== undefined && !log.has(key)) log.set(key, this.values.get(key));
    this.apply(key, value);
  }

  private apply(key: string, value: string | undefined): void {
    const previous = this.values.get(key);
    if (previous !== undefined) this.valueCounts.set(previous, (this.valueCounts.get(previous) ?? 0) - 1);
    if (value === undefined) {
      this.values.delete(key);
      return;
    }
    this.values.set(key, value);
    this.valueCounts.set(value, (this.valueCounts.get(value) ?? 0) + 1);
  }
}

function runScript(input: string): string {
  const store = new TransactionalStore();
  const output = readCommands(input).map(([command, first = '', second = '']) => {
    switch (command) {
      case 'SET':
        return store.set(first, second);
      case 'GET':
        return store.get(first);
      case 'DELETE':
        return store.delete(first);
      case 'COUNT':
        return store.count(first);
      case 'BEGIN':
        return store.begin();
      case 'ROLLBACK':
        return store.rollback();
      case 'COMMIT':
        return store.commit();
      case 'INCR':
        return store.increment(first, Number(second));
      case 'DEPTH':
        return store.depth();
      default:
        throw new Error(`Unknown command ${command}`);
    }
  });
  return joinLines(output);
}

/** Each level's scripts use only that level's commands, so one engine answers all three. */
export const solveLevel1 = runScript;
export const solveLevel2 = runScript;
export const solveLevel3 = runScript;
