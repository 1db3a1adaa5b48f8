'use strict';
// The gap between two numbers is how many whole numbers fit strictly between them.
const fs = require('fs');

function smallestGap(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const gaps = [];
  for (let i = 1; i < sorted.length; i++) {
    gaps.push(sorted[i] - sorted[i - 1] - 1);
  }
  return gaps.reduce((smallest, gap) => Math.min(smallest, gap), Infinity);
}

const input = fs.readFileSync(0, 'utf8').split('\n');
const count = parseInt(input[0], 10);
const values = count > 0 ? input[1].split(' ').map(Number) : [];
console.log(smallestGap(values));
