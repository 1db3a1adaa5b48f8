const fs = require('fs');

/** A key-value store that also keeps, for every value, how many keys hold it, so COUNT is O(1). */
class KeyValueStore {
  private readonly values = new Map<string, string>();
  private readonly holders = new Map<string, number>();

  set(key: string, value: string): string {
    this.remove(key);
    this.values.set(key, value);
    this.holders.set(value, (this.holders.get(value) ?? 0) + 1);
    return 'OK';
  }

  get(key: string): string {
    return this.values.get(key) ?? 'NULL';
  }

  delete(key: string): string {
    return this.remove(key) ? 'DELETED' : 'NOT_FOUND';
  }

  count(value: string): string {
    return String(this.holders.get(value) ?? 0);
  }

  /** Drops the key and its holder count; false when the key was not set. */
  private remove(key: string): boolean {
    const previous = this.values.get(key);
    if (previous === undefined) return false;
    this.values.delete(key);
    this.holders.set(previous, (this.holders.get(previous) ?? 0) - 1);
    return true;
  }
}

function execute(store: KeyValueStore, line: string): string {
  const [command, first, second] = line.trim().split(/\s+/);
  switch (command) {
    case 'SET':
      return store.set(first, second);
    case 'GET':
      return store.get(first);
    case 'DELETE':
      return store.delete(first);
    case 'COUNT':
      return store.count(first);
    default:
      throw new Error(`unknown command ${command}`);
  }
}

const lines: string[] = fs.readFileSync(0, 'utf8').split('\n');
const commandCount = Number(lines[0]);
const store = new KeyValueStore();
const output: string[] = [];
for (let i = 1; i <= commandCount; i++) output.push(execute(store, lines[i]));
process.stdout.write(output.join('\n') + '\n');
