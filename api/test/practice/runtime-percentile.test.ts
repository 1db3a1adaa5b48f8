import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { createProblem, get } from './practice-fixtures';

type Stored = { level?: number; language?: string; runtimeMs: number; accepted?: boolean; problem?: string };

/** Percentiles come from stored evaluations: these store them as the worker would, without running code. */
describe('runtime percentile of an accepted submission', () => {
  let test: TestApp;
  let admin: TestUser;
  let learners: TestUser[];
  let problemId: string;
  let otherProblemId: string;

  async function store(user: TestUser, input: Stored): Promise<string> {
    const id = randomUUID();
    const passed = input.accepted ?? true;
    const results = [
      { index: 0, sample: true, passed: true, verdict: 'passed', time_ms: 3, memory_kb: 9000 },
      {
        index: 1,
        sample: false,
        passed,
        verdict: passed ? 'passed' : 'wrong_answer',
        time_ms: input.runtimeMs,
        memory_kb: 9000,
      },
    ];
    await queryRows(
      test.app.db,
      sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status, created_at)
          VALUES (${id}, ${input.problem ?? problemId}, ${user.id}, ${input.level ?? 1},
                  ${input.language ?? 'python'}, 'print(1)', 'done', now() - interval '1 hour')`,
    );
    await queryRows(
      test.app.db,
      sql`INSERT INTO evaluations (submission_id, overall_rating, correctness_rating, correctness_notes,
            efficiency_rating, efficiency_notes, readability_rating, readability_notes, extensibility_rating,
            extensibility_notes, robustness_rating, robustness_notes, test_results, runtime_ms, memory_kb)
          VALUES (${id}, ${passed ? 9 : 6.9}, ${passed ? 10 : 5}, 'n', 9, 'n', 8, 'n', 8, 'n', 8, 'n',
                  ${JSON.stringify(results)}::jsonb, ${input.runtimeMs}, 9000)`,
    );
    return id;
  }

  const percentileOf = async (user: TestUser, query: { level?: number; language?: string } = {}) => {
    const response = await get(
      test.app,
      'evaluation/latest',
      { problem_id: problemId, level: query.level ?? 1, language: query.language ?? 'python' },
      user,
    );
    assert.equal(response.statusCode, 200, response.body);
    return response.json().runtime_percentile;
  };

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off' });
    admin = await signUp(test.app, 'admin@example.com');
    learners = [];
    for (let index = 0; index < 6; index++) {
      learners.push(await signUp(test.app, `learner${index}@example.com`));
    }
    problemId = await createProblem(test.app, admin);
    otherProblemId = await createProblem(test.app, admin, { title: 'Another Echo' });
  });
  beforeEach(async () => {
    await queryRows(test.app.db, sql`DELETE FROM submissions`);
  });
  after(() => test.close());

  it('counts the share of other accepted solutions (same problem, level, language) that were slower', async () => {
    const [me, ...others] = learners as [TestUser, ...TestUser[]];
    // Compared with: 10, 40, 60, 80, 100 ms → 3 of 5 slower than 50 ms.
    for (const [index, runtimeMs] of [10, 40, 60, 80, 100].entries()) {
      await store(others[index]!, { runtimeMs });
    }
    // None of these count: rejected, another language, another level, another problem.
    await store(others[0]!, { runtimeMs: 900, accepted: false });
    await store(others[1]!, { runtimeMs: 900, language: 'java' });
    await store(others[2]!, { runtimeMs: 900, level: 2 });
    await store(others[3]!, { runtimeMs: 900, problem: otherProblemId });
    await store(me, { runtimeMs: 50 });

    assert.deepEqual(await percentileOf(me), {
      faster_than_percent: 60,
      compared_with: 5,
      runtime_ms: 50,
      message: 'Runtime 50 ms: faster than 60% of accepted Python solutions to this level.',
    });
  });

  it('counts equal runtimes as not slower', async () => {
    const [me, first, second] = learners as [TestUser, TestUser, TestUser];
    await store(first, { runtimeMs: 50 });
    await store(second, { runtimeMs: 51 });
    await store(me, { runtimeMs: 50 });
    assert.equal((await percentileOf(me)).faster_than_percent, 50);
  });

  it('says there is nothing to compare with for the first accepted solution, not 100%', async () => {
    const [me, other] = learners as [TestUser, TestUser];
    await store(other, { runtimeMs: 300, accepted: false });
    await store(other, { runtimeMs: 5, language: 'cpp' });
    await store(me, { runtimeMs: 40 });
    assert.deepEqual(await percentileOf(me), {
      faster_than_percent: null,
      compared_with: 0,
      runtime_ms: 40,
      message:
        'Runtime 40 ms. No other learner has an accepted Python solution to this level yet, so there is nothing to compare it with.',
    });
  });

  it("never counts the learner's own submissions: resubmitting the same code does not move the figure", async () => {
    const [me, other] = learners as [TestUser, TestUser];
    await store(me, { runtimeMs: 40 });
    assert.equal((await percentileOf(me)).compared_with, 0);
    await store(me, { runtimeMs: 40 });
    await store(other, { runtimeMs: 60 });
    await store(me, { runtimeMs: 40 });
    const percentile = await percentileOf(me);
    assert.equal(percentile.compared_with, 1);
    assert.equal(percentile.faster_than_percent, 100);
  });

  it('counts each other learner once, with their best accepted runtime', async () => {
    const [me, fastThenSlow, slowOnly] = learners as [TestUser, TestUser, TestUser];
    // Their 30 ms counts; their later 80 and 90 ms do not make them slower than 50 ms, nor count twice.
    await store(fastThenSlow, { runtimeMs: 30 });
    await store(fastThenSlow, { runtimeMs: 80 });
    await store(fastThenSlow, { runtimeMs: 90 });
    await store(fastThenSlow, { runtimeMs: 10, accepted: false });
    await store(slowOnly, { runtimeMs: 70 });
    await store(me, { runtimeMs: 50 });
    assert.deepEqual(await percentileOf(me), {
      faster_than_percent: 50,
      compared_with: 2,
      runtime_ms: 50,
      message: 'Runtime 50 ms: faster than 50% of accepted Python solutions to this level.',
    });
  });

  it('is absent for a submission that failed a test', async () => {
    const [me, other] = learners as [TestUser, TestUser];
    await store(other, { runtimeMs: 100 });
    await store(me, { runtimeMs: 10, accepted: false });
    assert.equal(await percentileOf(me), null);
  });
});
