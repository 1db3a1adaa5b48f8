const fs = require('fs');

const store = new Map<string, string>();
const valueCounts = new Map<string, number>();

function forget(key: string): boolean {
  const old = store.get(key);
  if (old === undefined) return false;
  store.delete(key);
  valueCounts.set(old, valueCounts.get(old)! - 1);
  return true;
}

function handle(line: string): string {
  if (line.startsWith('SET ')) {
    const [key, value] = line.slice(4).split(' ');
    forget(key);
    store.set(key, value);
    valueCounts.set(value, (valueCounts.get(value) || 0) + 1);
    return 'OK';
  }
  if (line.startsWith('GET ')) {
    const key = line.slice(4);
    return store.has(key) ? store.get(key)! : 'NULL';
  }
  if (line.startsWith('DELETE ')) {
    const key = line.slice(6);
    return forget(key) ? 'DELETED' : 'NOT_FOUND';
  }
  const value = line.slice(6);
  return String(valueCounts.get(value) || 0);
}

const lines: string[] = fs.readFileSync(0, 'utf8').split('\n').map((s: string) => s.trim());
const n = Number(lines[0]);
const answers: string[] = [];
for (let i = 1; i <= n; i++) answers.push(handle(lines[i]));
console.log(answers.join('\n'));
