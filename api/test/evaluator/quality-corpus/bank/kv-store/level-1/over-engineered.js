/**
 * Transactional Key-Value Store, level 1: SET, GET, DELETE and COUNT.
 */
const fs = require('fs');

const Responses = Object.freeze({
  OK: 'OK',
  NULL: 'NULL',
  DELETED: 'DELETED',
  NOT_FOUND: 'NOT_FOUND',
});

/** The storage contract the commands are written against. */
class KeyValueStore {
  put(_key, _value) {
    throw new Error('not implemented');
  }

  fetch(_key) {
    throw new Error('not implemented');
  }

  remove(_key) {
    throw new Error('not implemented');
  }

  holdersOf(_value) {
    throw new Error('not implemented');
  }
}

/** A map of values plus a reverse index of value -> number of holders. */
class InMemoryKeyValueStore extends KeyValueStore {
  constructor() {
    super();
    this.values = new Map();
    this.holderCounts = new Map();
  }

  put(key, value) {
    if (this.values.has(key)) this.adjustHolders(this.values.get(key), -1);
    this.values.set(key, value);
    this.adjustHolders(value, +1);
  }

  fetch(key) {
    return this.values.has(key) ? this.values.get(key) : null;
  }

  remove(key) {
    if (!this.values.has(key)) return false;
    this.adjustHolders(this.values.get(key), -1);
    this.values.delete(key);
    return true;
  }

  holdersOf(value) {
    return this.holderCounts.get(value) || 0;
  }

  adjustHolders(value, delta) {
    this.holderCounts.set(value, this.holdersOf(value) + delta);
  }
}

/** Base class of a script command; execute returns its output line. */
class Command {
  execute(_store, _args) {
    throw new Error('not implemented');
  }
}

class SetCommand extends Command {
  execute(store, [key, value]) {
    store.put(key, value);
    return Responses.OK;
  }
}

class GetCommand extends Command {
  execute(store, [key]) {
    const value = store.fetch(key);
    return value === null ? Responses.NULL : value;
  }
}

class DeleteCommand extends Command {
  execute(store, [key]) {
    return store.remove(key) ? Responses.DELETED : Responses.NOT_FOUND;
  }
}

class CountCommand extends Command {
  execute(store, [value]) {
    return String(store.holdersOf(value));
  }
}

/** Maps command names to their (stateless) handlers. */
class CommandRegistry {
  constructor() {
    this.commands = new Map();
  }

  register(name, command) {
    this.commands.set(name, command);
    return this;
  }

  resolve(name) {
    return this.commands.get(name);
  }
}

function defaultRegistry() {
  return new CommandRegistry()
    .register('SET', new SetCommand())
    .register('GET', new GetCommand())
    .register('DELETE', new DeleteCommand())
    .register('COUNT', new CountCommand());
}

/** Feeds every script line to its command and collects the responses. */
class ScriptRunner {
  constructor(store, registry) {
    this.store = store;
    this.registry = registry;
  }

  run(lines) {
    return lines.map((line) => {
      const [name, ...args] = line.trim().split(' ');
      return this.registry.resolve(name).execute(this.store, args);
    });
  }
}

function main() {
  const lines = fs.readFileSync(0, 'utf8').split('\n');
  const commandCount = parseInt(lines[0], 10);
  const runner = new ScriptRunner(new InMemoryKeyValueStore(), defaultRegistry());
  const responses = runner.run(lines.slice(1, commandCount + 1));
  process.stdout.write(responses.join('\n') + '\n');
}

main();
