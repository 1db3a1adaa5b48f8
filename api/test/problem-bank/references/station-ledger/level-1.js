const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const tokens = Buffer.concat(chunks).toString().split(/\s+/).filter(Boolean).map(Number);
  const [n, q] = tokens;
  const prefix = new Float64Array(n + 1);
  for (let i = 1; i <= n; i++) prefix[i] = prefix[i - 1] + tokens[1 + i];
  const answers = [];
  let pos = 2 + n;
  for (let i = 0; i < q; i++, pos += 2) {
    answers.push(prefix[tokens[pos + 1]] - prefix[tokens[pos] - 1]);
  }
  process.stdout.write(answers.join('\n') + '\n');
});
