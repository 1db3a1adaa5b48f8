const fs = require('fs');

class KeyValueStore {
  constructor() {
    this.values = new Map();
    this.keysByValue = new Map();
  }

  unlink(key) {
    this.keysByValue.get(this.values.get(key)).delete(key);
  }

  link(key, value) {
    if (!this.keysByValue.has(value)) this.keysByValue.set(value, new Set());
    this.keysByValue.get(value).add(key);
  }

  set(key, value) {
    if (this.values.has(key)) this.unlink(key);
    this.values.set(key, value);
    this.link(key, value);
    return 'OK';
  }

  get(key) {
    return this.values.has(key) ? this.values.get(key) : 'NULL';
  }

  delete(key) {
    if (!this.values.has(key)) return 'NOT_FOUND';
    this.unlink(key);
    this.values.delete(key);
    return 'DELETED';
  }

  count(value) {
    return String(this.keysByValue.get(value).size);
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
