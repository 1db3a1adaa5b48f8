import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { evaluateSubmission } from '../../src/evaluator/evaluate-submission.js';
import { COMPILE_LIMITS } from '../../src/evaluator/judge/sandbox-limits.js';
import { runInSandbox, settleSandboxCleanup } from '../../src/evaluator/sandbox/run-in-sandbox.js';
import { closeSandbox, getSandboxRuntime } from '../../src/evaluator/sandbox/sandbox-runtime.js';

// 200 constant evaluations of 10^6 loop steps each: every one stays under g++'s own limits
// (-fconstexpr-ops-limit 2^25, -fconstexpr-loop-limit 262144), so the compiler is not the one to give
// up, and together they take minutes on any machine: only the evaluator's budget stops them.
const CONSTEXPR_BOMB = `#include <cstdio>
template <int K> constexpr long long grind() {
  long long sum = K;
  for (long long i = 0; i < 1000; i++)
    for (long long j = 0; j < 1000; j++) sum += (i ^ j) + K;
  return sum;
}
${Array.from({ length: 200 }, (_, k) => `constexpr long long r${k} = grind<${k}>();`).join('\n')}
int main() { std::printf("%lld\\n", r0 + r199); }
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
  test('a compile slowed by a busy machine is not stopped while its CPU stays within the 10 s', async () => {
    // What javac meets at load 25 on 2 cores: more than 10 s pass on the clock while it waits for a
    // core, with little CPU used. A 10 s wall limit failed ordinary Java there as a compile time-out.
    const runtime = await getSandboxRuntime();
    const result = await runtime.pool.withSlot((slot) =>
      runInSandbox(
        { ...COMPILE_LIMITS, command: ['/bin/sleep', '11'], stdin: '' },
        slot.identity,
        runtime.cgroups,
      ),
    );
    await settleSandboxCleanup();
    assert.equal(result.timedOut, false);
    assert.equal(result.exitCode, 0);
  });

  test('a program larger than a run may load is a compile error saying why, and one of 9 MB runs', async () => {
    // Initialised arrays are stored in the binary: 20 MB of them, then 9 MB.
    const program = (megabytes: number) => `#include <cstdio>
int table[${megabytes} * 262144] = {1};
int main() { std::printf("%d\\n", table[0] + table[${megabytes} * 262144 - 1]); }
`;
    const evaluate = (megabytes: number) =>
      evaluateSubmission(
        {
          language: 'cpp',
          code: program(megabytes),
          tests: [{ input: '', output: '1\n', sample: true }],
          timeLimitMs: 1000,
        },
        { reviewer: null },
      );
    const [large, fitting] = await Promise.all([evaluate(20), evaluate(9)]);
    assert.match(large.error ?? '', /The compiled program is larger than 16 MB, the most a run can load/);
    assert.deepEqual(
      large.test_results.map((result) => result.verdict),
      ['not_run'],
    );
    assert.equal(fitting.error, undefined, fitting.error);
    assert.deepEqual(
      fitting.test_results.map((result) => result.verdict),
      ['passed'],
    );
  });
});
