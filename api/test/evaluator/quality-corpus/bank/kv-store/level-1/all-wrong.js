const fs = require('fs');

class KeyValueStore {
  constructor() {
    this.values = new Map();
    this.holdersPerValue = new Map();
  }

  changeHolders(value, delta) {
    this.holdersPerValue.set(value, (this.holdersPerValue.get(value) || 0) + delta);
  }

  set(key, value) {
    const previous = this.values.get(key);
    if (previous !== undefined) this.changeHolders(previous, -1);
    this.values.set(key, value);
    this.changeHolders(value, 1);
    return previous === undefined ? 'NULL' : previous;
  }

  get(key) {
    return this.values.has(key) ? this.values.get(key) : 'NULL';
  }

  delete(key) {
    if (!this.values.has(key)) return 'NOT_FOUND';
    this.changeHolders(this.values.get(key), -1);
    this.values.delete(key);
    return 'DELETED';
  }

  count(value) {
    return String(this.holdersPerValue.get(value) || 0);
  }
}

const store = new KeyValueStore();
const handlers = {
  SET: ([key, value]) => store.set(key, value),
  GET: ([key]) => store.get(key),
  DELETE: ([key]) => store.delete(key),
  COUNT: ([value]) => store.count(value),
};

const lines = fs.readFileSync(0, 'utf8').split('\n');
const commandCount = parseInt(lines[0], 10);
const results = [];
for (const line of lines.slice(1, commandCount + 1)) {
  const [command, ...args] = line.trim().split(' ');
  results.push(handlers[command](args));
}
process.stdout.write(results.join('\n') + '\n');
