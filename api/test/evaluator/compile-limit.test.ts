import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { evaluateSubmission } from '../../src/evaluator/evaluate-submission.js';
import { closeSandbox } from '../../src/evaluator/sandbox/sandbox-runtime.js';

// ~4·10^10 constant-evaluation steps: g++ grinds through it for minutes unless something stops it.
const CONSTEXPR_BOMB = `#include <cstdio>
constexpr long long grind() {
  long long sum = 0;
  for (long long i = 0; i < 200000; i++)
    for (long long j = 0; j < 200000; j++) sum += i ^ j;
  return sum;
}
constexpr long long result = grind();
int main() { std::printf("%lld\\n", result); }
`;

describe('compilation budget', { timeout: 120_000 }, () => {
  after(() => closeSandbox());

  test('a compile that never ends is stopped at 10 s, with a message saying so, and no test runs', async () => {
    const evaluation = await evaluateSubmission(
      {
        language: 'cpp',
        code: CONSTEXPR_BOMB,
        tests: [{ input: '', output: '0\n', sample: true }],
        timeLimitMs: 1000,
      },
      { reviewer: null },
    );
    assert.equal(evaluation.error, 'Compilation failed:\nCompilation took longer than 10 s and was stopped.');
    assert.equal(evaluation.correctness_rating, 0);
    assert.deepEqual(
      evaluation.test_results.map((result) => result.verdict),
      ['not_run'],
    );
  });
});
