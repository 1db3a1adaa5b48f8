import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { createPracticeRunsRepository } from '../../src/features/practice/practice-runs-repository';
import { createSubmissionsRepository } from '../../src/features/practice/submissions-repository';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { pollUntil } from '../helpers/wait-for';
import { createProblem, evaluateCode, post } from './practice-fixtures';

const PYTHON_SUM = `import sys


def main():
    first, second = (int(token) for token in sys.stdin.read().split())
    print("adding", first, second, file=sys.stderr)
    print(first + second)


main()
`;
const PYTHON_PRODUCT = 'a, b = map(int, input().split())\nprint(a * b)\n';
const PYTHON_SLOW_SUM = `import sys
import time

time.sleep(1.5)
first, second = (int(token) for token in sys.stdin.read().split())
print(first + second)
`;

const SUM_TESTS = [
  { input: '2 3\n', output: '5\n', sample: true },
  { input: '10 20\n', output: '30\n', sample: true },
  { input: '700 11\n', output: '711\n', sample: false },
];

const RUN_WHILE_EVALUATING = 'Your code is being evaluated. Run it again when the evaluation has finished.';
const LIMIT_MESSAGE =
  "You have used today's 1 free evaluations. Subscribe for unlimited evaluations, or come back tomorrow (the count starts again at 00:00 UTC).";

/** Runs compile and execute learners' code in the real sandbox; the queue runs no workers here. */
describe('POST run-code', () => {
  let test: TestApp;
  let admin: TestUser;
  let learner: TestUser;
  let problemId: string;

  const run = (user: TestUser, body: Record<string, unknown>) =>
    post(
      test.app,
      'run-code',
      { problem_id: problemId, level: 1, language: 'python', code: PYTHON_SUM, ...body },
      user,
    );
  const submissionCount = async () =>
    (await queryRows<{ count: number }>(test.app.db, sql`SELECT count(*)::int AS count FROM submissions`))[0]
      ?.count;

  before(async () => {
    test = await createTestApp({
      QUEUE_WORKER: 'off',
      FREE_EVALUATIONS_PER_DAY: '1',
      RUNS_PER_MINUTE: '40',
    });
    admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
    problemId = await createProblem(test.app, admin, { title: 'Sum Two', level_1_tests: SUM_TESTS });
  });
  beforeEach(async () => {
    await queryRows(test.app.db, sql`DELETE FROM submissions`);
  });
  after(() => test.close());

  it('runs the samples only, with output, expected output and verdict, and stores nothing', async () => {
    const passing = await run(learner, {});
    assert.equal(passing.statusCode, 200, passing.body);
    const body = passing.json();
    assert.equal(body.compile_error, null);
    assert.equal(body.custom, null);
    assert.deepEqual(
      body.samples.map((sample: Record<string, unknown>) => [
        sample.input,
        sample.expected_output,
        sample.actual_output,
        sample.verdict,
      ]),
      [
        ['2 3\n', '5\n', '5\n', 'passed'],
        ['10 20\n', '30\n', '30\n', 'passed'],
      ],
    );
    assert.match(body.samples[0].stderr, /adding 2 3/);
    assert.ok(!passing.body.includes('700 11'), 'the hidden test never appears');

    const wrong = (await run(learner, { code: PYTHON_PRODUCT })).json();
    assert.deepEqual(
      wrong.samples.map((sample: Record<string, unknown>) => [sample.actual_output, sample.verdict]),
      [
        ['6\n', 'wrong_answer'],
        ['200\n', 'wrong_answer'],
      ],
    );
    assert.equal(await submissionCount(), 0);
  });

  it('runs custom input and shows its stdout and stderr, or how it crashed', async () => {
    const custom = (await run(learner, { custom_input: '40 2\n' })).json().custom;
    assert.equal(custom.verdict, 'finished');
    assert.equal(custom.stdout, '42\n');
    assert.match(custom.stderr, /adding 40 2/);

    const crashed = (await run(learner, { custom_input: 'forty two\n' })).json().custom;
    assert.equal(crashed.verdict, 'runtime_error');
    assert.match(crashed.stderr, /ValueError/);
    assert.equal(crashed.stdout, '');
  });

  it('shows a compile error instead of outputs', async () => {
    // The missing colon is for the compiler to report, not for the language check.
    const response = await run(learner, { code: PYTHON_SUM.replace('def main():', 'def main()') });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.match(body.compile_error, /line 4/);
    assert.ok(body.samples.every((sample: { verdict: string }) => sample.verdict === 'not_run'));
  });

  it('refuses custom input over 16 KB and empty code with a clear 400', async () => {
    const large = await run(learner, { custom_input: `${'1 '.repeat(8 * 1024)}\n` });
    assert.equal(large.statusCode, 400);
    assert.equal(large.json().message, 'The custom input must be at most 16 KB.');
    const empty = await run(learner, { code: '  \n' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, 'Please write some code before submitting it for evaluation!');
    const unknown = await run(learner, { problem_id: randomUUID() });
    assert.equal(unknown.statusCode, 404);
  });

  it('does not count against the daily evaluations: 25 Runs after the limit still work', async () => {
    const first = await evaluateCode(test.app, learner, { problem_id: problemId, code: PYTHON_SUM });
    assert.equal(first.json().success, true);
    // The one free evaluation of the day has been judged (the worker is off here).
    await queryRows(test.app.db, sql`UPDATE submissions SET status = 'done'`);
    assert.equal(
      (await evaluateCode(test.app, learner, { problem_id: problemId, code: PYTHON_SUM })).json()
        .limit_reached,
      true,
    );
    for (let attempt = 1; attempt <= 25; attempt++) {
      const response = await run(learner, {});
      assert.equal(response.statusCode, 200, `Run ${attempt}: ${response.body}`);
      assert.ok(
        response.json().samples.every((sample: { passed: boolean }) => sample.passed),
        `Run ${attempt}: ${response.body}`,
      );
    }
    const refused = await evaluateCode(test.app, learner, { problem_id: problemId, code: PYTHON_PRODUCT });
    assert.deepEqual(refused.json(), { success: false, limit_reached: true, message: LIMIT_MESSAGE });
    assert.equal(await submissionCount(), 1);
  });

  it('is refused while an evaluation of the learner waits or runs (one piece of code at a time)', async () => {
    const other = await signUp(test.app, `waiting-${randomUUID()}@example.com`);
    const submitted = await evaluateCode(test.app, other, { problem_id: problemId, code: PYTHON_SUM });
    assert.equal(submitted.json().status, 'pending');
    const refused = await run(other, {});
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, RUN_WHILE_EVALUATING);

    await queryRows(test.app.db, sql`UPDATE submissions SET status = 'running' WHERE user_id = ${other.id}`);
    assert.equal((await run(other, {})).statusCode, 409);
    await queryRows(test.app.db, sql`UPDATE submissions SET status = 'done' WHERE user_id = ${other.id}`);
    assert.equal((await run(other, {})).statusCode, 200);
  });

  it('holds back an evaluation submitted during a Run, and refuses a second Run meanwhile', async () => {
    const other = await signUp(test.app, `running-${randomUUID()}@example.com`);
    const submissions = createSubmissionsRepository(test.app.db);
    const slowRun = run(other, { code: PYTHON_SLOW_SUM });
    // Wait until the Run holds the learner's place, then try everything that must wait for it.
    const runs = createPracticeRunsRepository(test.app.db);
    await pollUntil(
      () => queryRows(test.app.db, sql`SELECT 1 AS one FROM practice_runs WHERE user_id = ${other.id}`),
      (live) => live.length > 0,
      { timeoutMs: 2_000, intervalMs: 20 },
    );
    assert.equal(await runs.acquire(other.id, 60), 'run-in-flight');
    const second = await run(other, {});
    assert.equal(second.statusCode, 409);
    assert.equal(
      second.json().message,
      'Your previous Run has not finished yet. Wait for its results, then run again.',
    );
    const submitted = await evaluateCode(test.app, other, { problem_id: problemId, code: PYTHON_SUM });
    assert.equal(submitted.json().success, true);
    assert.equal(await submissions.claimNext(20), undefined, 'no evaluation starts during the Run');

    const finished = await slowRun;
    assert.equal(finished.statusCode, 200, finished.body);
    const claimed = await submissions.claimNext(20);
    assert.equal(claimed?.user_id, other.id, 'the evaluation starts once the Run is over');
  });

  it('is rate-limited per learner, separately, with a clear 429', async () => {
    const limited = await createTestApp({ QUEUE_WORKER: 'off', RUNS_PER_MINUTE: '3' });
    try {
      const limitedAdmin = await signUp(limited.app, 'admin@example.com');
      const first = await signUp(limited.app, 'first@example.com');
      const second = await signUp(limited.app, 'second@example.com');
      const limitedProblem = await createProblem(limited.app, limitedAdmin, { level_1_tests: SUM_TESTS });
      const runThere = (user: TestUser) =>
        post(
          limited.app,
          'run-code',
          { problem_id: limitedProblem, level: 1, language: 'python', code: PYTHON_SUM },
          user,
        );
      for (let attempt = 0; attempt < 3; attempt++) assert.equal((await runThere(first)).statusCode, 200);
      const refused = await runThere(first);
      assert.equal(refused.statusCode, 429);
      assert.match(
        refused.json().message,
        /^You have used this minute's 3 Runs\. Try again in .+\. \(Runs never use your daily evaluations\.\)$/,
      );
      assert.equal((await runThere(second)).statusCode, 200, 'another learner has their own allowance');
      const evaluation = await evaluateCode(limited.app, first, { problem_id: limitedProblem });
      assert.equal(evaluation.json().success, true, 'Evaluate is not limited by Runs');
    } finally {
      await limited.close();
    }
  });

  it('needs a session', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/v1/practice/run-code',
      payload: { problem_id: problemId, level: 1, language: 'python', code: PYTHON_SUM },
    });
    assert.equal(response.statusCode, 401);
  });
});
