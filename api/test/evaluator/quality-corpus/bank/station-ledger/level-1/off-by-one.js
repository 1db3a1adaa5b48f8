'use strict';
// Answers each question with the total collection of stations l to r.
const fs = require('fs');

/** prefix[i] is the total collection of stations 1 to i. */
function prefixTotals(collections) {
  const prefix = new Float64Array(collections.length + 1);
  for (let station = 1; station < collections.length; station++) {
    prefix[station] = prefix[station - 1] + collections[station - 1];
  }
  return prefix;
}

function answerQuestions(prefix, questions) {
  return questions.map(([first, last]) => prefix[last] - prefix[first - 1]);
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [stationCount, questionCount] = tokens;
  const collections = tokens.slice(2, 2 + stationCount);
  const questions = [];
  for (let index = 0; index < questionCount; index++) {
    const position = 2 + stationCount + 2 * index;
    questions.push([tokens[position], tokens[position + 1]]);
  }
  const totals = answerQuestions(prefixTotals(collections), questions);
  console.log(totals.join('\n'));
}

main();
