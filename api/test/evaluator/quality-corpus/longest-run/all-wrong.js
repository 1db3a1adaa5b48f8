'use strict';
// How many times in a row do the values go up?
const fs = require('fs');

function risingStreaks(values) {
  const streaks = [];
  let streak = 0;
  for (let index = 1; index < values.length; index++) {
    if (values[index] > values[index - 1]) {
      streak++;
    } else {
      streaks.push(streak);
      streak = 0;
    }
  }
  if (values.length > 1) streaks.push(streak);
  return streaks;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const values = tokens.slice(1, 1 + tokens[0]);
  console.log(Math.max(...risingStreaks(values)));
}

main();
