'use strict';
// Answers each question with the station between l and r that collected the most.
const fs = require('fs');

function better(collections, left, right) {
  return collections[left] >= collections[right] ? left : right;
}

/** table[k][i] is the index of the largest collection among the 2^k stations starting at i. */
function buildSparseTable(collections) {
  const table = [Int32Array.from(collections.keys())];
  for (let width = 1; 2 * width <= collections.length; width *= 2) {
    const previous = table[table.length - 1];
    const level = new Int32Array(previous.length - width);
    for (let start = 0; start < level.length; start++) {
      level[start] = better(collections, previous[start], previous[start + width]);
    }
    table.push(level);
  }
  return table;
}

/** The 1-based station with the largest collection among first..last (the earliest on ties). */
function busiestStation(table, collections, first, last) {
  const level = 31 - Math.clz32(last - first + 1);
  const left = table[level][first - 1];
  const right = table[level][last - (1 << level)];
  return better(collections, left, right) + 1;
}

function main() {
  const tokens = fs.readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const [stationCount, questionCount] = tokens;
  const collections = tokens.slice(2, 2 + stationCount);
  const table = buildSparseTable(collections);
  const answers = [];
  for (let index = 0; index < questionCount; index++) {
    const position = 2 + stationCount + 2 * index;
    answers.push(busiestStation(table, collections, tokens[position], tokens[position + 1]));
  }
  console.log(answers.join('\n'));
}

main();
