const fs = require('fs');

interface Entry {
  value: string;
}

class Store {
  private entries = new Map<string, Entry>();
  private counts = new Map<string, number>();

  private bump(value: string, delta: number): void {
    this.counts.set(value, (this.counts.get(value) || 0) + delta);
  }

  set(key: string, value: string): string {
    const existing = this.entries.get(key);
    if (existing) this.bump(existing.value, -1);
    this.entries.set(key, { value });
    this.bump(value, 1);
    return 'OK';
  }

  get(key: string): string {
    const entry = this.entries.get(key) as Entry;
    return entry.value;
  }

  delete(key: string): string {
    const entry = this.entries.get(key);
    if (!entry) return 'NOT_FOUND';
    this.bump(entry.value, -1);
    this.entries.delete(key);
    return 'DELETED';
  }

  count(value: string): string {
    return String(this.counts.get(value) || 0);
  }
}

const input: string[] = fs.readFileSync(0, 'utf8').split('\n');
const store = new Store();
const out: string[] = [];
for (let i = 1; i <= Number(input[0]); i++) {
  const [cmd, a, b] = input[i].trim().split(' ');
  if (cmd === 'SET') out.push(store.set(a, b));
  else if (cmd === 'GET') out.push(store.get(a));
  else if (cmd === 'DELETE') out.push(store.delete(a));
  else out.push(store.count(a));
}
console.log(out.join('\n'));
