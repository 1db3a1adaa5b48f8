const fs = require('fs');

// ---------- storage abstractions ----------
interface KeyValueRepository<K, V> {
  find(key: K): V | undefined;
  save(key: K, value: V): void;
  remove(key: K): void;
}

class InMemoryRepository<K, V> implements KeyValueRepository<K, V> {
  private readonly entries = new Map<K, V>();

  find(key: K): V | undefined {
    return this.entries.get(key);
  }

  save(key: K, value: V): void {
    this.entries.set(key, value);
  }

  remove(key: K): void {
    this.entries.delete(key);
  }
}

/** Secondary index: how many keys currently hold each value. */
interface ValueIndex<V> {
  onAttach(value: V): void;
  onDetach(value: V): void;
  holdersOf(value: V): number;
}

class CountingValueIndex<V> implements ValueIndex<V> {
  private readonly counts = new Map<V, number>();

  onAttach(value: V): void {
    this.counts.set(value, this.holdersOf(value) + 1);
  }

  onDetach(value: V): void {
    this.counts.set(value, this.holdersOf(value) - 1);
  }

  holdersOf(value: V): number {
    return this.counts.get(value) ?? 0;
  }
}

// ---------- service ----------
class IndexedStore {
  constructor(
    private readonly repository: KeyValueRepository<string, string>,
    private readonly index: ValueIndex<string>,
  ) {}

  put(key: string, value: string): void {
    this.evict(key);
    this.repository.save(key, value);
    this.index.onAttach(value);
  }

  lookup(key: string): string | undefined {
    return this.repository.find(key);
  }

  evict(key: string): boolean {
    const previous = this.repository.find(key);
    if (previous === undefined) return false;
    this.repository.remove(key);
    this.index.onDetach(previous);
    return true;
  }

  holders(value: string): number {
    return this.index.holdersOf(value);
  }
}

// ---------- commands ----------
interface ResponseVocabulary {
  readonly ok: string;
  readonly missing: string;
  readonly deleted: string;
  readonly notFound: string;
}

const RESPONSES: ResponseVocabulary = { ok: 'OK', missing: 'NULL', deleted: 'DELETED', notFound: 'NOT_FOUND' };

interface Command {
  execute(store: IndexedStore): string;
}

class SetCommand implements Command {
  constructor(private readonly key: string, private readonly value: string) {}

  execute(store: IndexedStore): string {
    store.put(this.key, this.value);
    return RESPONSES.ok;
  }
}

class GetCommand implements Command {
  constructor(private readonly key: string) {}

  execute(store: IndexedStore): string {
    return store.lookup(this.key) ?? RESPONSES.missing;
  }
}

class DeleteCommand implements Command {
  constructor(private readonly key: string) {}

  execute(store: IndexedStore): string {
    return store.evict(this.key) ? RESPONSES.deleted : RESPONSES.notFound;
  }
}

class CountCommand implements Command {
  constructor(private readonly value: string) {}

  execute(store: IndexedStore): string {
    return String(store.holders(this.value));
  }
}

type CommandFactory = (args: string[]) => Command;

class CommandParser {
  private readonly factories: ReadonlyMap<string, CommandFactory> = new Map<string, CommandFactory>([
    ['SET', ([key, value]) => new SetCommand(key, value)],
    ['GET', ([key]) => new GetCommand(key)],
    ['DELETE', ([key]) => new DeleteCommand(key)],
    ['COUNT', ([value]) => new CountCommand(value)],
  ]);

  parse(line: string): Command {
    const [name, ...args] = line.trim().split(/\s+/);
    const factory = this.factories.get(name);
    if (!factory) throw new Error(`unknown command ${name}`);
    return factory(args);
  }
}

class ScriptInterpreter {
  constructor(private readonly parser: CommandParser, private readonly store: IndexedStore) {}

  run(script: string): string[] {
    const lines = script.split('\n');
    const count = Number(lines[0]);
    const responses: string[] = [];
    for (let i = 1; i <= count; i++) responses.push(this.parser.parse(lines[i]).execute(this.store));
    return responses;
  }
}

const interpreter = new ScriptInterpreter(
  new CommandParser(),
  new IndexedStore(new InMemoryRepository<string, string>(), new CountingValueIndex<string>()),
);
process.stdout.write(interpreter.run(fs.readFileSync(0, 'utf8')).join('\n') + '\n');
