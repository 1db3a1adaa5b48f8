import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { evaluationRated } from '../contests/contest-fixtures';
import { createProblem, get, PYTHON_ECHO } from './practice-fixtures';

/**
 * A worker whose lease lapsed (a long stall, a lost connection) may still finish after the line gave
 * its submission to another worker: only the current claim's outcome may be stored.
 */
describe('a lapsed claim cannot overwrite the claim that replaced it', () => {
  let test: TestApp;
  let learner: TestUser;
  let problemId: string;

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off' });
    const admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
    problemId = await createProblem(test.app, admin);
  });
  after(() => test.close());

  const leases = () => test.app.repositories.practice.submissions;

  async function waitingSubmission(): Promise<string> {
    const id = randomUUID();
    await queryRows(
      test.app.db,
      sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status)
          VALUES (${id}, ${problemId}, ${learner.id}, 1, 'python', ${PYTHON_ECHO}, 'pending')`,
    );
    return id;
  }

  /** The first worker's lease runs out and the line takes the submission back. */
  async function lapse(id: string) {
    await queryRows(
      test.app.db,
      sql`UPDATE submissions SET lease_expires_at = now() - interval '1 second' WHERE id = ${id}`,
    );
    assert.deepEqual(
      (await leases().releaseExpiredLeases()).map((row) => row.id),
      [id],
    );
  }

  /** What the learner's screen shows for their latest submission (the one under test). */
  async function learnerSees(id: string) {
    const answer = await get(
      test.app,
      'submission/latest',
      { problem_id: problemId, level: 1, language: 'python' },
      learner,
    );
    assert.equal(answer.statusCode, 200, answer.body);
    const { submission } = answer.json() as {
      submission: { id: string; status: string; evaluation: null | { overall_rating: number } };
    };
    assert.equal(submission.id, id);
    return submission;
  }

  it('the stale worker’s result is refused and the new worker’s is the one the learner sees', async () => {
    const id = await waitingSubmission();
    const stale = (await leases().claimNext(60))!;
    assert.equal(stale.id, id);
    await lapse(id);
    const current = (await leases().claimNext(60))!;
    assert.equal(current.id, id);

    assert.equal(await leases().complete(stale, evaluationRated(2)), false);
    assert.equal(await leases().fail(stale, 'The sandbox is not available.'), false);
    assert.equal((await learnerSees(id)).status, 'running', 'the new worker still runs it');

    assert.equal(await leases().complete(current, evaluationRated(9)), true);
    const seen = await learnerSees(id);
    assert.equal(seen.status, 'done');
    assert.equal(seen.evaluation?.overall_rating, 9);
  });

  it('a lapsed claim that nobody took over yet still stores its result', async () => {
    const id = await waitingSubmission();
    const claim = (await leases().claimNext(60))!;
    await lapse(id);
    assert.equal(await leases().complete(claim, evaluationRated(8)), true);
    const seen = await learnerSees(id);
    assert.equal(seen.status, 'done');
    assert.equal(seen.evaluation?.overall_rating, 8);
    assert.equal(await leases().claimNext(60), undefined, 'nothing is left to run again');
  });
});
