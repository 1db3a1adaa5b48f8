import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { problemBank } from '../../src/problem-bank/index.js';

describe('design levels are timed with the number of commands as n (issue 26)', () => {
  test('every API Rate Limiter level expects O(n) and generates n requests of one client', () => {
    const limiter = problemBank.find((problem) => problem.slug === 'rate-limiter')!;
    for (const [index, level] of limiter.levels.entries()) {
      const growth = level.growth;
      assert.ok(growth, `level ${index + 1} declares no growth`);
      assert.equal(growth.expected, 'O(n)');
      const input = growth.generate(growth.sizes[0]!);
      const [count, ...commands] = input.trim().split('\n');
      assert.equal(Number(count), commands.length);
      const requests = commands.filter((command) => command.startsWith('REQUEST '));
      assert.equal(requests.length, growth.sizes[0]);
      assert.equal(new Set(requests.map((command) => command.split(' ')[2])).size, 1);
    }
  });
});
