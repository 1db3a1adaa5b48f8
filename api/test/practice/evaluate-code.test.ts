import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { createProblem, evaluateCode, get, post, PYTHON_ECHO, recordEvaluation } from './practice-fixtures';

const DAILY_LIMIT = 3;
const EMPTY = 'Please write some code before submitting it for evaluation!';
// The missing colon after `def total(values)` is for the compiler to report, not the language check.
const PYTHON_WITH_SLIP = `import sys


def total(values)
    result = 0
    for value in values:
        result += value
    return result


def main():
    numbers = [int(token) for token in sys.stdin.read().split()]
    print(total(numbers))


main()
`;
const JAVA_HELLO =
  'public class Main {\n  public static void main(String[] args) {\n    System.out.println("hi");\n  }\n}\n';

/** The queue runs no workers here: these tests are about what evaluate-code stores and queues. */
describe('POST evaluate-code', () => {
  let test: TestApp;
  let admin: TestUser;
  let learner: TestUser;
  let other: TestUser;
  let problemId: string;
  /** The languages whose idle slots were woken, one entry per wake-up. */
  let wakeUps: string[];

  const submissionsOf = (user: TestUser) =>
    queryRows<{ id: string; status: string; code: string }>(
      test.app.db,
      sql`SELECT id, status, code FROM submissions WHERE user_id = ${user.id} ORDER BY created_at`,
    );

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off', FREE_EVALUATIONS_PER_DAY: String(DAILY_LIMIT) });
    admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
    other = await signUp(test.app, 'other@example.com');
    problemId = await createProblem(test.app, admin);
    // Watches the wake-ups sent to idle evaluation slots; they are still sent.
    const evaluationWakeUps = test.app.evaluationWakeUps;
    const announce = evaluationWakeUps.announce.bind(evaluationWakeUps);
    evaluationWakeUps.announce = async (language) => {
      wakeUps.push(language);
      return announce(language);
    };
  });
  beforeEach(async () => {
    wakeUps = [];
    await queryRows(test.app.db, sql`DELETE FROM submissions`);
    await queryRows(test.app.db, sql`DELETE FROM subscriptions`);
  });
  after(() => test.close());

  it('stores a pending submission, queues one evaluation and says so', async () => {
    const id = randomUUID();
    const response = await evaluateCode(test.app, learner, {
      id,
      problem_id: problemId,
      user_id: learner.id,
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      success: true,
      limit_reached: false,
      message: 'Your code was submitted for evaluation.',
      status: 'pending',
      queue_position: 1,
    });
    assert.deepEqual(await submissionsOf(learner), [{ id, status: 'pending', code: PYTHON_ECHO }]);
    assert.deepEqual(wakeUps, ['python']);

    const latest = await get(
      test.app,
      'evaluation/latest',
      { problem_id: problemId, level: 1, language: 'python' },
      learner,
    );
    assert.deepEqual(latest.json(), {
      submission_id: id,
      status: 'pending',
      queue_position: 1,
      evaluation: null,
      error: null,
      runtime_percentile: null,
    });
  });

  it('is idempotent on the submission id: the same call again gets the same answer and no second wake-up', async () => {
    const id = randomUUID();
    const first = await evaluateCode(test.app, learner, { id, problem_id: problemId });
    const again = await evaluateCode(test.app, learner, { id, problem_id: problemId });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), first.json());
    assert.equal((await submissionsOf(learner)).length, 1);
    assert.equal(wakeUps.length, 1);

    const otherCode = await evaluateCode(test.app, learner, {
      id,
      problem_id: problemId,
      code: 'print(1)\n',
    });
    assert.equal(otherCode.statusCode, 409);
    assert.equal(
      otherCode.json().message,
      'This submission id was already used for other code: send a new one.',
    );
    const otherUser = await evaluateCode(test.app, other, { id, problem_id: problemId });
    assert.equal(otherUser.statusCode, 409);
    assert.equal(otherUser.json().message, 'This submission id is already taken: send a new one.');
    assert.equal(wakeUps.length, 1);
  });

  it('checks for empty code first, then the language, and stores nothing for refused code', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: '' }, EMPTY],
      [{ code: '  \n\t ' }, EMPTY],
      [{ code: undefined }, EMPTY],
      [{ code: JAVA_HELLO }, 'The code does not appear to be Python. It looks like Java.'],
      [{ code: JAVA_HELLO, language: 'go' }, 'The code does not appear to be Go.'],
      [{ code: `# ${'x'.repeat(64 * 1024)}\n` }, 'The code must be at most 64 KB.'],
      [{ language: 'rust' }, 'language must be one of python, javascript, typescript, java, cpp, go.'],
      [{ level: 0 }, 'level must be 1, 2 or 3.'],
      [{ id: 'submission-1' }, 'The submission id must be a UUID chosen by the client.'],
      [{ problem_id: 'nope' }, 'The problem id is not valid.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await evaluateCode(test.app, learner, { problem_id: problemId, ...overrides });
      assert.equal(response.statusCode, 400, JSON.stringify(overrides).slice(0, 80));
      assert.ok(
        (response.json().message as string).startsWith(message),
        `${JSON.stringify(overrides).slice(0, 80)}: ${response.json().message}`,
      );
    }
    assert.equal((await submissionsOf(learner)).length, 0);
    assert.equal(wakeUps.length, 0);
  });

  it('answers an unknown problem with 404 and a foreign user_id with 403', async () => {
    const unknown = await evaluateCode(test.app, learner, { problem_id: randomUUID() });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'This problem does not exist.');
    const foreign = await evaluateCode(test.app, learner, { problem_id: problemId, user_id: other.id });
    assert.equal(foreign.statusCode, 403);
    assert.equal((await submissionsOf(learner)).length, 0);
  });

  it('refuses a locked level until the previous level has an overall rating of 7', async () => {
    const locked = await evaluateCode(test.app, learner, { problem_id: problemId, level: 2 });
    assert.equal(locked.statusCode, 403);
    assert.equal(
      locked.json().message,
      'You need overall rating of at least 7 in the previous level to unlock this level.',
    );
    await recordEvaluation(test.app, learner, { problemId, level: 1, overall: 7.4 });
    assert.equal(
      (await evaluateCode(test.app, learner, { problem_id: problemId, level: 2 })).statusCode,
      200,
    );
    assert.equal(
      (await evaluateCode(test.app, learner, { problem_id: problemId, level: 3 })).statusCode,
      403,
    );
  });

  describe('the daily limit', () => {
    const useAllFreeEvaluations = async (user: TestUser) => {
      for (let index = 0; index < DAILY_LIMIT; index++) {
        const response = await evaluateCode(test.app, user, { problem_id: problemId });
        assert.equal(response.json().success, true);
      }
    };

    it(`allows ${DAILY_LIMIT} evaluations per UTC day, then answers limit_reached and stores nothing`, async () => {
      await useAllFreeEvaluations(learner);
      const id = randomUUID();
      const refused = await evaluateCode(test.app, learner, { id, problem_id: problemId });
      assert.equal(refused.statusCode, 200);
      assert.deepEqual(refused.json(), {
        success: false,
        limit_reached: true,
        message:
          "You have used today's 3 free evaluations. Subscribe for unlimited evaluations, or come back " +
          'tomorrow (the count starts again at 00:00 UTC).',
      });
      assert.equal((await submissionsOf(learner)).length, DAILY_LIMIT);
      assert.equal(wakeUps.length, DAILY_LIMIT);
      // Another user's allowance is their own.
      assert.equal((await evaluateCode(test.app, other, { problem_id: problemId })).json().success, true);
    });

    it("does not count yesterday's evaluations or ones that could not run", async () => {
      await useAllFreeEvaluations(learner);
      await queryRows(
        test.app.db,
        sql`UPDATE submissions SET created_at = date_trunc('day', now()) - interval '1 minute'
            WHERE id = (SELECT id FROM submissions WHERE user_id = ${learner.id} LIMIT 1)`,
      );
      assert.equal((await evaluateCode(test.app, learner, { problem_id: problemId })).json().success, true);
      assert.equal(
        (await evaluateCode(test.app, learner, { problem_id: problemId })).json().limit_reached,
        true,
      );
      await queryRows(
        test.app.db,
        sql`UPDATE submissions SET status = 'failed', failure_reason = 'sandbox down'
            WHERE id = (SELECT id FROM submissions WHERE user_id = ${learner.id} ORDER BY created_at DESC LIMIT 1)`,
      );
      assert.equal((await evaluateCode(test.app, learner, { problem_id: problemId })).json().success, true);
    });

    it("is lifted by an active subscription for the user's e-mail, and only while it is active", async () => {
      await useAllFreeEvaluations(learner);
      const today = new Date();
      const day = (offset: number) =>
        new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
          .toISOString()
          .slice(0, 10);
      const subscribe = async (start: number, end: number) => {
        const response = await test.app.inject({
          method: 'POST',
          url: '/v1/referrals/subscription',
          headers: { cookie: admin.cookie },
          payload: { email: 'Learner@Example.com', start_date: day(start), end_date: day(end) },
        });
        assert.equal(response.statusCode, 200, response.body);
      };

      await subscribe(-30, -1);
      await subscribe(1, 30);
      assert.equal(
        (await evaluateCode(test.app, learner, { problem_id: problemId })).json().limit_reached,
        true,
      );

      await subscribe(0, 0);
      for (let index = 0; index < 2; index++) {
        const response = await evaluateCode(test.app, learner, { problem_id: problemId });
        assert.deepEqual(response.json().limit_reached, false);
      }
      assert.equal((await submissionsOf(learner)).length, DAILY_LIMIT + 2);
      assert.equal((await evaluateCode(test.app, other, { problem_id: problemId })).json().success, true);
    });
  });
});

describe('POST language-check', () => {
  let test: TestApp;
  let learner: TestUser;

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off' });
    learner = await signUp(test.app, 'checker@example.com');
  });
  after(() => test.close());

  it('passes code in the chosen language, including a syntax slip', async () => {
    for (const [language, code] of [
      ['python', PYTHON_ECHO],
      ['python', PYTHON_WITH_SLIP],
      ['java', JAVA_HELLO],
    ]) {
      const response = await post(test.app, 'language-check', { language, code }, learner);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { passed: true }, code);
    }
  });

  it('fails code in another language with a message saying so', async () => {
    const response = await post(
      test.app,
      'language-check',
      { language: 'python', code: JAVA_HELLO },
      learner,
    );
    assert.deepEqual(response.json(), {
      passed: false,
      message: 'The code does not appear to be Python. It looks like Java.',
    });
  });

  it('refuses empty, oversized or unknown-language input', async () => {
    for (const [payload, message] of [
      [{ language: 'python', code: ' ' }, EMPTY],
      [{ language: 'python' }, EMPTY],
      [{ language: 'python', code: 'x'.repeat(64 * 1024 + 1) }, 'The code must be at most 64 KB.'],
      [
        { language: 'cobol', code: 'DISPLAY "HI".' },
        'language must be one of python, javascript, typescript, java, cpp, go.',
      ],
    ] as const) {
      const response = await post(test.app, 'language-check', payload, learner);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, message);
    }
  });
});
