import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, afterEach, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import type { EvaluationWakeUps } from '../../src/features/practice/evaluation-wake-ups';
import { createEvaluationWorker } from '../../src/features/practice/evaluation-worker';
import type { PracticeRepositories } from '../../src/features/practice/practice-repositories';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { waitFor } from '../helpers/wait-for';
import { createProblem, evaluateCode } from './practice-fixtures';

/** Far longer than any wait below: a slot that starts a submission did not get there by rechecking. */
const NEVER_RECHECKS_MS = 10 * 60_000;

describe('idle evaluation slots: woken by a new submission, or by their recheck when the wake-up is lost', () => {
  let test: TestApp;
  let learner: TestUser;
  let problemId: string;
  let worker: ReturnType<typeof createEvaluationWorker> | undefined;
  /** Resolves once a slot's claim found nothing: from then on every slot is idle. */
  let firstEmptyClaim: Promise<void>;

  /** The app's own repositories, whose claim tells when a slot found the line empty. */
  function watchedRepositories(): PracticeRepositories {
    const practice = test.app.repositories.practice;
    let reportEmpty: () => void = () => undefined;
    firstEmptyClaim = new Promise((resolve) => (reportEmpty = resolve));
    const submissions = Object.create(practice.submissions) as typeof practice.submissions;
    submissions.claimNext = async (...args) => {
      const claim = await practice.submissions.claimNext(...args);
      if (!claim) reportEmpty();
      return claim;
    };
    return { ...practice, submissions };
  }

  const statusOf = async (id: string) => {
    const [row] = await queryRows<{ status: string }>(
      test.app.db,
      sql`SELECT status FROM submissions WHERE id = ${id}`,
    );
    return row?.status;
  };
  const startedWithin = (id: string, timeoutMs: number) =>
    waitFor('the submission to start', async () => ((await statusOf(id)) === 'pending' ? undefined : true), {
      timeoutMs,
    });

  before(async () => {
    // The app runs no slots of its own: each test starts the worker it watches.
    test = await createTestApp({ QUEUE_WORKER: 'off' });
    const admin = await signUp(test.app, 'admin@example.com');
    learner = await signUp(test.app, 'learner@example.com');
    problemId = await createProblem(test.app, admin);
  });
  afterEach(async () => {
    // Hands back whatever it took, at once: the test watched only the start.
    await worker?.windDown(Date.now());
    worker = undefined;
    await queryRows(test.app.db, sql`DELETE FROM submissions`);
  });
  after(() => test.close());

  it('a submission sent while every slot is idle starts at once, long before any recheck', async () => {
    worker = createEvaluationWorker(
      { repositories: watchedRepositories(), wakeUps: test.app.evaluationWakeUps, log: test.app.log },
      { slots: 1, idleRecheckMs: NEVER_RECHECKS_MS },
    );
    await worker.start();
    await firstEmptyClaim;

    const id = randomUUID();
    assert.equal((await evaluateCode(test.app, learner, { id, problem_id: problemId })).statusCode, 200);
    await startedWithin(id, 10_000);
  });

  it('a submission whose wake-up was lost still starts, at the next recheck', async () => {
    const deaf: EvaluationWakeUps = {
      announce: test.app.evaluationWakeUps.announce,
      // Hears nothing: as a worker whose LISTEN connection dropped.
      listen: async () => async () => undefined,
    };
    worker = createEvaluationWorker(
      { repositories: watchedRepositories(), wakeUps: deaf, log: test.app.log },
      { slots: 1, idleRecheckMs: 300 },
    );
    await worker.start();
    await firstEmptyClaim;

    const id = randomUUID();
    assert.equal((await evaluateCode(test.app, learner, { id, problem_id: problemId })).statusCode, 200);
    await startedWithin(id, 10_000);
  });
});
