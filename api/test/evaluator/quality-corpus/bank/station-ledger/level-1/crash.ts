const text: string = require('fs').readFileSync(0, 'utf8');
const nums: number[] = text.trim().split(/\s+/).map(Number);
const n = nums[0];
const q = nums[1];
const fares: number[] = nums.slice(2, 2 + n);

// sumUpTo(i) = fares of stations 1..i, remembered once computed
const memo: number[] = [0];
function sumUpTo(i: number): number {
  if (memo[i] !== undefined) return memo[i];
  memo[i] = sumUpTo(i - 1) + fares[i - 1];
  return memo[i];
}

const lines: string[] = [];
for (let k = 0; k < q; k++) {
  const l = nums[2 + n + 2 * k];
  const r = nums[3 + n + 2 * k];
  lines.push(String(sumUpTo(r) - sumUpTo(l - 1)));
}
console.log(lines.join('\n'));
