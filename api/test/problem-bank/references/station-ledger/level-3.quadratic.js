const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [n, q] = tokens;
  const fares = tokens.slice(2, 2 + n);
  const answers = [];
  let pos = 2 + n;
  for (let query = 0; query < q; query++) {
    const kind = tokens[pos];
    if (kind === 1) {
      fares[tokens[pos + 1] - 1] = tokens[pos + 2];
      pos += 3;
    } else if (kind === 2) {
      let total = 0;
      for (let i = tokens[pos + 1] - 1; i < tokens[pos + 2]; i++) total += fares[i];
      answers.push(total);
      pos += 3;
    } else {
      const value = tokens[pos + 3];
      for (let i = tokens[pos + 1] - 1; i < tokens[pos + 2]; i++) fares[i] += value;
      pos += 4;
    }
  }
  process.stdout.write(answers.join('\n') + '\n');
});
