const text: string = require('fs').readFileSync(0, 'utf8');
const nums: number[] = text.trim().split(/\s+/).map(Number);
const n = nums[0];
const q = nums[1];
const fares: number[] = nums.slice(2, 2 + n);

// prefix[i] = fares of stations 1..i; a fare is what a rider pays, so it is never negative
const prefix: number[] = [0];
for (let i = 1; i <= n; i++) {
  const fare = fares[i - 1];
  if (fare < 0) throw new Error(`station ${i} has a negative fare ${fare}`);
  prefix.push(prefix[i - 1] + fare);
}

const lines: string[] = [];
for (let k = 0; k < q; k++) {
  const l = nums[2 + n + 2 * k];
  const r = nums[3 + n + 2 * k];
  lines.push(String(prefix[r] - prefix[l - 1]));
}
console.log(lines.join('\n'));
