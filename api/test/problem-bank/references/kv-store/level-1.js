const fs = require('fs');

/**
 * An in-memory key-value store that also knows how many keys hold each value,
 * so COUNT is a lookup instead of a scan over every key.
 */
class KeyValueStore {
  constructor() {
    this.valueByKey = new Map();
    this.holdersByValue = new Map();
  }

  set(key, value) {
    this.remove(key);
    this.valueByKey.set(key, value);
    this.holdersByValue.set(value, this.count(value) + 1);
  }

  /** Returns the stored value, or undefined when the key is not set. */
  get(key) {
    return this.valueByKey.get(key);
  }

  /** Removes the key; returns whether it was set. */
  remove(key) {
    if (!this.valueByKey.has(key)) return false;
    const value = this.valueByKey.get(key);
    this.valueByKey.delete(key);
    this.holdersByValue.set(value, this.count(value) - 1);
    return true;
  }

  count(value) {
    return this.holdersByValue.get(value) ?? 0;
  }
}

const commandHandlers = {
  SET: (store, [key, value]) => {
    store.set(key, value);
    return 'OK';
  },
  GET: (store, [key]) => store.get(key) ?? 'NULL',
  DELETE: (store, [key]) => (store.remove(key) ? 'DELETED' : 'NOT_FOUND'),
  COUNT: (store, [value]) => String(store.count(value)),
};

function runScript(lines, commandCount) {
  const store = new KeyValueStore();
  const output = [];
  for (let i = 1; i <= commandCount; i++) {
    const [command, ...args] = lines[i].trim().split(/\s+/);
    output.push(commandHandlers[command](store, args));
  }
  return output;
}

const lines = fs.readFileSync(0, 'utf8').split('\n');
process.stdout.write(runScript(lines, Number(lines[0])).join('\n') + '\n');
