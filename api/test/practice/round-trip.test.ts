import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { checkSandbox } from '../../src/evaluator/sandbox/sandbox-runtime';
import { seedProblemBank } from '../../src/problem-bank/seed';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { pollUntil } from '../helpers/wait-for';
import { evaluateCode, get, post, PYTHON_ECHO } from './practice-fixtures';

const REFERENCE = readFileSync(
  new URL('../problem-bank/references/calm-stretch/level-1.py', import.meta.url),
  'utf8',
);

async function waitForEvaluation(test: TestApp, user: TestUser, query: Record<string, string | number>) {
  const seen = new Set<string>();
  const latest = await pollUntil(
    async () => {
      const answer = (await get(test.app, 'evaluation/latest', query, user)).json();
      seen.add(answer.status);
      return answer;
    },
    (answer) => answer.status === 'done' || answer.status === 'failed',
    { timeoutMs: 90_000, intervalMs: 100 },
  );
  if (latest.status !== 'done' && latest.status !== 'failed')
    throw new Error(`still ${latest.status} after 90 s`);
  return { latest, seen };
}

/** The real thing: the in-process worker judges a bank problem in the sandbox. */
describe('evaluate → worker → evaluation/latest, in the real sandbox', { timeout: 240_000 }, () => {
  let test: TestApp;
  let admin: TestUser;
  let learner: TestUser;
  let problemId: string;

  before(async () => {
    const sandbox = await checkSandbox();
    assert.equal(sandbox.available, true, `the sandbox must be available: ${sandbox.reason}`);
    test = await createTestApp();
    admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
    await seedProblemBank(test.app.db);
    const [row] = await queryRows<{ id: string }>(
      test.app.db,
      sql`SELECT id FROM problems WHERE bank_slug = 'calm-stretch'`,
    );
    problemId = row!.id;
  });
  after(() => test.close());

  it("rates the level 1 reference at least 7 on the bank's hidden tests, then level 2 opens", async () => {
    const before = (
      await get(test.app, 'level-lock-status', { problem_id: problemId, level: 2 }, learner)
    ).json();
    assert.deepEqual(before, { previous_level_cleared: false });

    const id = randomUUID();
    const submitted = await evaluateCode(test.app, learner, { id, problem_id: problemId, code: REFERENCE });
    const { status, queue_position: queuePosition, ...answer } = submitted.json();
    assert.deepEqual(answer, {
      success: true,
      limit_reached: false,
      message: 'Your code was submitted for evaluation.',
    });
    // The in-process worker may take it before the answer is written.
    assert.ok(
      (status === 'pending' && queuePosition === 1) || (status === 'running' && queuePosition === null),
      JSON.stringify(submitted.json()),
    );

    const query = { problem_id: problemId, level: 1, language: 'python' };
    const { latest, seen } = await waitForEvaluation(test, learner, query);
    assert.equal(latest.status, 'done', latest.error);
    assert.equal(latest.submission_id, id);
    assert.ok(seen.has('pending') || seen.has('running'), 'the result said the evaluation was under way');
    const evaluation = latest.evaluation;
    assert.equal(evaluation.correctness_rating, 10, evaluation.correctness_notes);
    assert.ok(evaluation.overall_rating >= 7, `overall ${evaluation.overall_rating}`);
    for (const criterion of ['correctness', 'efficiency', 'readability', 'extensibility', 'robustness']) {
      assert.equal(typeof evaluation[`${criterion}_rating`], 'number');
      assert.equal(typeof evaluation[`${criterion}_notes`], 'string');
    }
    // The bank's full level (samples and large hidden tests), not just the stored samples.
    assert.ok(evaluation.test_results.length >= 8, `${evaluation.test_results.length} tests`);
    const sample = evaluation.test_results.find((result: { sample: boolean }) => result.sample);
    assert.equal(sample.input, '8\n5 1 3 5 2 3 4 1\n');
    assert.equal(typeof sample.actual_output, 'string');
    const hidden = evaluation.test_results.filter((result: { sample: boolean }) => !result.sample);
    assert.ok(hidden.length > 0 && hidden.every((result: object) => !('input' in result)));
    assert.ok(evaluation.runtime_ms > 0 && evaluation.memory_kb > 0);
    // Level 1 expects one pass: the worker timed the reference at growing n, stored and returned the fit.
    assert.equal(evaluation.measured_growth.expected, 'O(n)');
    assert.ok(
      [null, 'O(n)', 'O(n log n)'].includes(evaluation.measured_growth.measured),
      evaluation.efficiency_notes,
    );
    assert.ok(evaluation.efficiency_rating >= 9, evaluation.efficiency_notes);
    assert.match(evaluation.efficiency_notes, /^Measured growth/);

    const unlocked = (
      await get(test.app, 'level-lock-status', { problem_id: problemId, level: 2 }, learner)
    ).json();
    assert.deepEqual(unlocked, { previous_level_cleared: true });
    assert.equal(
      (await get(test.app, 'question', { problem_id: problemId, level: 2 }, learner)).statusCode,
      200,
    );

    const history = (await get(test.app, 'submissions', { problem_id: problemId, level: 1 }, learner)).json();
    assert.equal(history.data.results[0].status, 'done');
    assert.equal(history.data.results[0].evaluation.overall_rating, evaluation.overall_rating);
  });

  it('check-reference runs the code on the given tests synchronously for the administrator', async () => {
    const tests = [
      { input: 'one\n', output: 'one\n', sample: true },
      { input: 'two\n', output: 'two\n', sample: false },
    ];
    const passing = await post(
      test.app,
      'problem/check-reference',
      { language: 'python', code: PYTHON_ECHO, tests, time_limit_ms: 2000 },
      admin,
    );
    assert.equal(passing.statusCode, 200, passing.body);
    const result = passing.json();
    assert.equal(result.passed, true);
    assert.equal(result.correctness_rating, 10);
    assert.deepEqual(
      result.test_results.map((test: { verdict: string }) => test.verdict),
      ['passed', 'passed'],
    );

    const wrong = await post(
      test.app,
      'problem/check-reference',
      { language: 'python', code: 'print("one")\n', tests, time_limit_ms: 2000 },
      admin,
    );
    assert.equal(wrong.json().passed, false);
    assert.deepEqual(
      wrong.json().test_results.map((test: { verdict: string }) => test.verdict),
      ['passed', 'wrong_answer'],
    );

    const broken = await post(
      test.app,
      'problem/check-reference',
      { language: 'python', code: 'def broken(:\n    pass\n', tests, time_limit_ms: 2000 },
      admin,
    );
    assert.equal(broken.json().passed, false);
    assert.match(broken.json().error, /Compilation failed/);
  });

  it('check-reference refuses unbounded input', async () => {
    const base = { language: 'python', code: PYTHON_ECHO, time_limit_ms: 2000 };
    const many = Array.from({ length: 201 }, () => ({ input: '1\n', output: '1\n', sample: false }));
    for (const [payload, message] of [
      [{ ...base, tests: [] }, 'At least one test case is needed.'],
      [{ ...base, tests: many }, 'At most 200 test cases are allowed.'],
      [
        { ...base, tests: [{ input: '', output: '', sample: true }], time_limit_ms: 60_000 },
        'time_limit_ms must be from 100 to 20000 ms.',
      ],
      [
        { ...base, code: '', tests: [{ input: '', output: '', sample: true }] },
        'Please write some code before submitting it for evaluation!',
      ],
    ] as const) {
      const response = await post(test.app, 'problem/check-reference', payload, admin);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, message);
    }
  });
});
