import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { seedProblemBank } from '../../src/problem-bank/seed';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { get } from './practice-fixtures';

/** The verdict and the weights come from what is stored: these store evaluations as the worker would. */
describe('the verdict and how the overall rating is weighed, as the result shows them', () => {
  let test: TestApp;
  let learner: TestUser;

  const bankProblem = async (slug: string) =>
    (await queryRows<{ id: string }>(test.app.db, sql`SELECT id FROM problems WHERE bank_slug = ${slug}`))[0]!
      .id;

  async function store(problemId: string, hiddenVerdicts: string[]): Promise<void> {
    const id = randomUUID();
    const results = [
      { index: 0, sample: true, passed: true, verdict: 'passed', time_ms: 3, memory_kb: 9000 },
      ...hiddenVerdicts.map((verdict, index) => ({
        index: index + 1,
        sample: false,
        passed: verdict === 'passed',
        verdict,
        time_ms: 40,
        memory_kb: 9000,
      })),
    ];
    await queryRows(
      test.app.db,
      sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status)
          VALUES (${id}, ${problemId}, ${learner.id}, 1, 'python', 'print(1)', 'done')`,
    );
    await queryRows(
      test.app.db,
      sql`INSERT INTO evaluations (submission_id, overall_rating, correctness_rating, correctness_notes,
            efficiency_rating, efficiency_notes, readability_rating, readability_notes, extensibility_rating,
            extensibility_notes, robustness_rating, robustness_notes, test_results, runtime_ms, memory_kb)
          VALUES (${id}, 6.9, 10, 'n', 1, 'n', 9, 'n', 9, 'n', 9, 'n', ${JSON.stringify(results)}::jsonb, 40, 9000)`,
    );
  }

  const latestEvaluation = async (problemId: string) => {
    const response = await get(
      test.app,
      'evaluation/latest',
      { problem_id: problemId, level: 1, language: 'python' },
      learner,
    );
    assert.equal(response.statusCode, 200, response.body);
    return response.json().evaluation;
  };

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off' });
    learner = await signUp(test.app, 'verdict@example.com');
    await seedProblemBank(test.app.db);
  });
  after(() => test.close());

  it('a time-out on hidden tests is "Not accepted", with the design round weights of the rate limiter', async () => {
    const rateLimiter = await bankProblem('rate-limiter');
    await store(rateLimiter, ['passed', 'time_limit_exceeded', 'not_run', 'time_limit_exceeded']);
    const evaluation = await latestEvaluation(rateLimiter);
    assert.deepEqual(evaluation.verdict, {
      accepted: false,
      reason: 'time_limit_exceeded',
      failed_tests: 3,
      passed_tests: 2,
      total_tests: 5,
      message: 'Not accepted: time limit exceeded on 3 hidden tests.',
    });
    assert.equal(evaluation.how_rated.category, 'low-level-design');
    const { readability, extensibility, robustness } = evaluation.how_rated.weights;
    assert.ok(readability + extensibility + robustness >= 0.5);
    assert.match(evaluation.how_rated.note, /^Overall for a low-level-design problem: correctness 20%/);
  });

  it('every test passed is accepted, weighed as DSA for a DSA problem', async () => {
    const calmStretch = await bankProblem('calm-stretch');
    await store(calmStretch, ['passed', 'passed']);
    const evaluation = await latestEvaluation(calmStretch);
    assert.equal(evaluation.verdict.accepted, true);
    assert.equal(evaluation.verdict.message, 'Accepted: all 3 tests passed within the limits.');
    assert.equal(evaluation.how_rated.category, 'dsa');
  });
});
