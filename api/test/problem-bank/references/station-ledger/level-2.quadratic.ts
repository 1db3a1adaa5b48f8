const chunks: Buffer[] = [];
process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [n, q] = tokens;
  const fares = tokens.slice(2, 2 + n);
  const answers: number[] = [];
  let pos = 2 + n;
  for (let query = 0; query < q; query++) {
      const kind = tokens[pos], a = tokens[pos + 1], b = tokens[pos + 2];
      pos += 3;
      if (kind === 1) {
        fares[a - 1] = b;
        continue;
      }
      let total = 0;
      for (let i = a - 1; i < b; i++) total += fares[i];
      answers.push(total);
  }
  process.stdout.write(answers.join('\n') + '\n');
});
