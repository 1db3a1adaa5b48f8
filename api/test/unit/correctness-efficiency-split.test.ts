import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { JudgedTest, JudgeReport } from '../../src/evaluator/judge/judge-program.js';
import { FAILING_SOLUTION_CAP, overallRating } from '../../src/evaluator/ratings/overall.js';
import { rateCorrectness } from '../../src/evaluator/ratings/rate-correctness.js';
import { rateEfficiency } from '../../src/evaluator/ratings/rate-efficiency.js';
import { judgeVerdict } from '../../src/evaluator/ratings/verdict.js';

function judged(index: number, overrides: Partial<JudgedTest>): JudgedTest {
  return {
    index,
    sample: false,
    kind: 'correctness',
    passed: true,
    verdict: 'passed',
    time_ms: 30,
    memory_kb: 9000,
    inputBytes: 40,
    stderrExcerpt: '',
    ...overrides,
  };
}

const smallTests = Array.from({ length: 6 }, (_, index) => judged(index, { sample: index < 2 }));
const performance = (index: number, overrides: Partial<JudgedTest>) =>
  judged(index, { kind: 'performance', inputBytes: 1_500_000, time_ms: 400, ...overrides });
const context = { timeLimitMs: 3000, memoryLimitMb: 256 };

describe('correctness and efficiency measured separately', () => {
  test('a performance test that times out lowers efficiency, not correctness', () => {
    const report: JudgeReport = {
      tests: [
        ...smallTests,
        performance(6, { passed: false, verdict: 'time_limit_exceeded', time_ms: 3100 }),
        performance(7, { passed: false, verdict: 'not_run', time_ms: 0 }),
      ],
    };
    const correctness = rateCorrectness(report);
    assert.equal(correctness.rating, 10);
    assert.equal(
      correctness.notes,
      'All answers right on the 6 tests that finished; 2 large tests ran out of time, so the submission is not accepted (see efficiency).',
    );
    const efficiency = rateEfficiency(report, context);
    assert.equal(efficiency.rating, 1);
    // A hidden test is named by its number only: its input's size would tell the learner about it.
    assert.match(efficiency.notes, /^Too slow: the large test 7 did not finish within 3000 ms\./);
    assert.doesNotMatch(efficiency.notes, /KB|bytes|1500000|1465/);
  });

  test('speed counts only for right answers: wrong answers on every large test are not efficient', () => {
    const allWrong: JudgeReport = {
      tests: [
        ...smallTests.map((test) => ({ ...test, passed: false, verdict: 'wrong_answer' as const })),
        performance(6, { passed: false, verdict: 'wrong_answer', time_ms: 35 }),
        performance(7, { passed: false, verdict: 'wrong_answer', time_ms: 35 }),
      ],
    };
    const efficiency = rateEfficiency(allWrong, context);
    assert.equal(efficiency.rating, 2);
    assert.match(efficiency.notes, /no large test was answered correctly/);

    // One right answer is measured, at its own speed; the wrong one's time is not.
    const oneRight: JudgeReport = {
      tests: [
        ...smallTests,
        performance(6, { passed: false, verdict: 'wrong_answer', time_ms: 2900 }),
        performance(7, { time_ms: 120 }),
      ],
    };
    const measured = rateEfficiency(oneRight, context);
    assert.equal(measured.rating, 10);
    assert.match(measured.notes, /the slowest large test took 120 ms/);
  });

  test('a wrong answer on a performance test still counts against correctness', () => {
    const report: JudgeReport = {
      tests: [...smallTests, performance(6, { passed: false, verdict: 'wrong_answer' }), performance(7, {})],
    };
    assert.equal(rateCorrectness(report).rating, 8.8);
    assert.match(
      rateCorrectness(report).notes,
      /^7 of 8 tests passed \(1 wrong answer\)\. Hidden test 7: wrong answer\./,
    );
  });

  test('a time-out on a performance test is not accepted: overall stays below the unlock threshold', () => {
    const slow: JudgeReport = {
      tests: [
        ...smallTests,
        performance(6, { passed: false, verdict: 'time_limit_exceeded', time_ms: 3100 }),
        performance(7, { passed: false, verdict: 'not_run', time_ms: 0 }),
      ],
    };
    const verdict = judgeVerdict(slow.tests, slow.compileError);
    assert.deepEqual(verdict, {
      accepted: false,
      reason: 'time_limit_exceeded',
      failed_tests: 2,
      passed_tests: 6,
      total_tests: 8,
      message: 'Not accepted: time limit exceeded on 2 hidden tests.',
    });
    const ratings = {
      correctness: rateCorrectness(slow).rating,
      efficiency: rateEfficiency(slow, context).rating,
      readability: 10,
      extensibility: 10,
      robustness: 10,
    };
    // Perfect code otherwise: the weighted sum is over 7, the verdict keeps it orange.
    assert.equal(ratings.correctness, 10);
    assert.equal(overallRating(ratings, verdict.accepted), FAILING_SOLUTION_CAP);

    const outOfMemory: JudgeReport = {
      tests: [
        ...smallTests,
        performance(6, {}),
        performance(7, { passed: false, verdict: 'memory_limit_exceeded' }),
      ],
    };
    assert.equal(
      judgeVerdict(outOfMemory.tests).message,
      'Not accepted: memory limit exceeded on 1 hidden test.',
    );
    assert.match(rateCorrectness(outOfMemory).notes, /1 large test ran out of memory/);

    const wrongOnLarge: JudgeReport = {
      tests: [...smallTests, performance(6, { passed: false, verdict: 'wrong_answer' }), performance(7, {})],
    };
    assert.equal(judgeVerdict(wrongOnLarge.tests).reason, 'wrong_answer');
    const crashOnSample: JudgeReport = {
      tests: [judged(0, { sample: true, passed: false, verdict: 'runtime_error' }), ...smallTests.slice(1)],
    };
    assert.equal(judgeVerdict(crashOnSample.tests).message, 'Not accepted: runtime error on 1 sample test.');
    assert.equal(judgeVerdict([], 'main.py:1').reason, 'compile_error');
    const fast: JudgeReport = { tests: [...smallTests, performance(6, {}), performance(7, {})] };
    assert.equal(judgeVerdict(fast.tests).accepted, true);
    assert.equal(overallRating(ratings, judgeVerdict(fast.tests).accepted), 8.2);
  });

  test('the verdict names the most fundamental failure first and counts the others', () => {
    const mixed = [
      ...smallTests.slice(0, 5),
      judged(5, { passed: false, verdict: 'wrong_answer' }),
      performance(6, { passed: false, verdict: 'time_limit_exceeded' }),
      performance(7, { passed: false, verdict: 'time_limit_exceeded' }),
    ];
    assert.equal(
      judgeVerdict(mixed).message,
      'Not accepted: wrong answer on 1 hidden test (2 other tests failed too).',
    );
  });

  test('a time-out on a small correctness test still counts against correctness', () => {
    const report: JudgeReport = {
      tests: [...smallTests.slice(0, 5), judged(5, { passed: false, verdict: 'time_limit_exceeded' })],
    };
    assert.equal(rateCorrectness(report).rating, 8.3);
    assert.equal(judgeVerdict(report.tests).reason, 'time_limit_exceeded');
  });
});

describe('efficiency from the measured growth against the expected one', () => {
  const passing: JudgeReport['tests'] = [...smallTests, performance(6, {}), performance(7, { time_ms: 500 })];
  const sizeRuns = (exponent: number) =>
    [1000, 4000, 16_000].map((size) => ({ size, timeMs: 30 + 6 * (size / 1000) ** exponent }));

  test('quadratic where n log n is expected: at most 4 even when every test finished quickly', () => {
    const rated = rateEfficiency(
      { tests: passing, sizeRuns: sizeRuns(2) },
      { ...context, expectedGrowth: 'O(n log n)' },
    );
    assert.ok(rated.rating <= 4, rated.notes);
    assert.deepEqual(rated.measuredGrowth, { measured: 'O(n²)', expected: 'O(n log n)' });
    assert.match(rated.notes, /^Measured growth ≈ O\(n²\); expected O\(n log n\)\./);
  });

  test('the expected growth with a small share of the limit: 10', () => {
    const rated = rateEfficiency(
      { tests: passing, sizeRuns: sizeRuns(1) },
      { ...context, expectedGrowth: 'O(n log n)' },
    );
    assert.equal(rated.rating, 10, rated.notes);
    assert.match(rated.notes, /^Measured growth ≈ O\(n( log n)?\); expected O\(n log n\)\. Fast enough/);
  });

  test('the expected growth but 60 % of the limit used: 8', () => {
    const slow = [...smallTests, performance(6, { time_ms: 1830 })];
    const rated = rateEfficiency(
      { tests: slow, sizeRuns: sizeRuns(1) },
      { ...context, expectedGrowth: 'O(n)' },
    );
    assert.equal(rated.rating, 8, rated.notes);
  });

  test('a program too fast to time at every size is given the benefit of the doubt', () => {
    const rated = rateEfficiency(
      { tests: passing, sizeRuns: [1000, 4000, 16_000].map((size) => ({ size, timeMs: 31 })) },
      { ...context, expectedGrowth: 'O(n)' },
    );
    assert.equal(rated.rating, 10);
    assert.deepEqual(rated.measuredGrowth, { expected: 'O(n)' });
    assert.match(rated.notes, /^Measured growth: too fast to tell up to n = 16000; expected O\(n\)\./);
  });

  test('a program out of time before two sizes could be timed is not called too fast', () => {
    const rated = rateEfficiency(
      {
        tests: passing,
        sizeRuns: [
          { size: 1000, timeMs: 31 },
          { size: 4000, timeMs: 2100, timedOut: true },
        ],
      },
      { ...context, expectedGrowth: 'O(n)' },
    );
    assert.deepEqual(rated.measuredGrowth, { expected: 'O(n)' });
    assert.match(
      rated.notes,
      /^Measured growth: the program ran out of time at n = 4000 before two sizes could be compared; expected O\(n\)\./,
    );
  });
});
