const fs = require('fs');

class KeyValueStore {
  constructor() {
    this.values = new Map();
    this.holdersPerValue = new Map();
  }

  addHolder(value) {
    this.holdersPerValue.set(value, (this.holdersPerValue.get(value) || 0) + 1);
  }

  removeHolder(value) {
    const remaining = (this.holdersPerValue.get(value) || 0) - 1;
    if (remaining > 1) {
      this.holdersPerValue.set(value, remaining);
    } else {
      this.holdersPerValue.delete(value);
    }
  }

  set(key, value) {
    if (this.values.has(key)) this.removeHolder(this.values.get(key));
    this.values.set(key, value);
    this.addHolder(value);
    return 'OK';
  }

  get(key) {
    return this.values.has(key) ? this.values.get(key) : 'NULL';
  }

  delete(key) {
    if (!this.values.has(key)) return 'NOT_FOUND';
    this.removeHolder(this.values.get(key));
    this.values.delete(key);
    return 'DELETED';
  }

  count(value) {
    return String(this.holdersPerValue.get(value) || 0);
  }
}

function runScript(lines, store) {
  const results = [];
  for (const line of lines) {
    const [command, first, second] = line.trim().split(' ');
    if (command === 'SET') results.push(store.set(first, second));
    else if (command === 'GET') results.push(store.get(first));
    else if (command === 'DELETE') results.push(store.delete(first));
    else if (command === 'COUNT') results.push(store.count(first));
  }
  return results;
}

const lines = fs.readFileSync(0, 'utf8').split('\n');
const commandCount = parseInt(lines[0], 10);
const results = runScript(lines.slice(1, commandCount + 1), new KeyValueStore());
process.stdout.write(results.join('\n') + '\n');
