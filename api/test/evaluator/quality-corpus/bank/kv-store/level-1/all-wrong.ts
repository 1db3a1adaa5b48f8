const chunks: Buffer[] = [];

class Table {
  private data: Record<string, string> = {};
  private tally: Record<string, number> = {};

  /** Stores the value and answers with what the key held before. */
  put(key: string, value: string): string {
    const before = this.data[key];
    if (before !== undefined) this.tally[before]--;
    this.data[key] = value;
    this.tally[value] = (this.tally[value] || 0) + 1;
    return before === undefined ? 'NULL' : before;
  }

  read(key: string): string {
    return this.data[key] === undefined ? 'NULL' : this.data[key];
  }

  remove(key: string): string {
    const before = this.data[key];
    if (before === undefined) return 'NOT_FOUND';
    this.tally[before]--;
    delete this.data[key];
    return 'DELETED';
  }

  holders(value: string): string {
    return String(this.tally[value] || 0);
  }
}

process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const lines = Buffer.concat(chunks).toString().split('\n');
  const table = new Table();
  const replies: string[] = [];
  for (let i = 1; i <= Number(lines[0]); i++) {
    const [command, x, y] = lines[i].trim().split(' ');
    if (command === 'SET') replies.push(table.put(x, y));
    else if (command === 'GET') replies.push(table.read(x));
    else if (command === 'DELETE') replies.push(table.remove(x));
    else replies.push(table.holders(x));
  }
  console.log(replies.join('\n'));
});
