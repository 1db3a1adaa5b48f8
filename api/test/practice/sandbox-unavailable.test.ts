import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { queryRows } from '../../src/db/database';
import { migratedPglite } from '../helpers/pglite-template';
import { signUp, TEST_ENV, type TestUser } from '../helpers/test-app';
import { pollUntil } from '../helpers/wait-for';
import { createProblem, evaluateCode, get, post, problemBody, PYTHON_ECHO } from './practice-fixtures';

// The sandbox keeps its state in a directory it must own: one that cannot exist (its parent is a file)
// makes it unavailable.
const notADirectory = join(mkdtempSync(join(tmpdir(), 'practice-test-')), 'file');
writeFileSync(notADirectory, '');
process.env.SANDBOX_STATE_DIR = join(notADirectory, 'code-sandbox');

async function waitForStatus(app: FastifyInstance, user: TestUser, query: Record<string, string | number>) {
  const latest = await pollUntil(
    async () => (await get(app, 'evaluation/latest', query, user)).json(),
    (answer) => answer.status === 'failed' || answer.status === 'done',
    { timeoutMs: 30_000 },
  );
  if (latest.status !== 'failed' && latest.status !== 'done') throw new Error(`still ${latest.status}`);
  return latest;
}

describe('when code cannot be run safely', { timeout: 120_000 }, () => {
  let pglite: PGlite;
  let app: FastifyInstance;
  let admin: TestUser;
  let learner: TestUser;
  let problemId: string;

  before(async () => {
    pglite = await migratedPglite();
    // First a process whose queue runs nothing: the submission stays pending, as after a crash.
    const idle = await buildApp({
      env: { ...TEST_ENV, QUEUE_WORKER: 'off', FREE_EVALUATIONS_PER_DAY: '1' },
      pglite,
    });
    await idle.ready();
    admin = await signUp(idle, 'admin@example.com');
    learner = await signUp(idle, 'learner@example.com');
    problemId = await createProblem(idle, admin);
    const submitted = await evaluateCode(idle, learner, { problem_id: problemId });
    assert.equal(submitted.json().success, true);
    await idle.close();

    app = await buildApp({ env: { ...TEST_ENV, FREE_EVALUATIONS_PER_DAY: '1' }, pglite });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await pglite.close();
    rmSync(dirname(notADirectory), { recursive: true, force: true });
  });

  it('a restarted process takes up the pending evaluation, which fails with the reason, not unsandboxed', async () => {
    const latest = await waitForStatus(app, learner, { problem_id: problemId, level: 1, language: 'python' });
    assert.equal(latest.status, 'failed');
    assert.equal(latest.evaluation, null);
    assert.match(latest.error, /^Code cannot be run: the sandbox is unavailable \(.+\)\.$/);
    const [row] = await queryRows<{ evaluations: number }>(
      app.db,
      sql`SELECT count(*)::int AS evaluations FROM evaluations`,
    );
    assert.equal(row?.evaluations, 0);
  });

  it('once the sandbox is known to be unavailable, a new submission gets 503 and is neither stored nor counted', async () => {
    const again = await evaluateCode(app, learner, { problem_id: problemId });
    assert.equal(again.statusCode, 503);
    assert.match(
      again.json().message,
      /^Code cannot be evaluated on this server right now: its code sandbox is not set up\./,
    );
    const [row] = await queryRows<{ submissions: number }>(
      app.db,
      sql`SELECT count(*)::int AS submissions FROM submissions WHERE user_id = ${learner.id}`,
    );
    assert.equal(row?.submissions, 1, 'only the submission made before the failure was known');
  });

  it('check-reference answers 503 with the reason', async () => {
    const response = await post(
      app,
      'problem/check-reference',
      {
        language: 'python',
        code: PYTHON_ECHO,
        tests: [{ input: '1\n', output: '1\n', sample: true }],
        time_limit_ms: 1000,
      },
      admin,
    );
    assert.equal(response.statusCode, 503);
    assert.match(response.json().message, /^Code cannot be run: the sandbox is unavailable/);
  });

  it("a level's programs are neither checked nor saved: 503 with the reason, and no problem stored", async () => {
    const programs = { reference: { language: 'python', code: PYTHON_ECHO }, generator_calls: [] };
    const check = await post(
      app,
      'admin/level-package/check',
      { time_limit_ms: 1000, programs, hand_tests: [{ input: '1\n', output: null, sample: true }] },
      admin,
    );
    assert.equal(check.statusCode, 503);
    assert.match(
      check.json().message,
      /^Code cannot be evaluated on this server right now: its code sandbox is not set up\.$/,
    );

    const problemsBefore = (
      await queryRows<{ count: number }>(app.db, sql`SELECT count(*)::int AS count FROM problems`)
    )[0]?.count;
    const saved = await post(app, 'problem', problemBody({ level_1_programs: programs }), admin);
    assert.equal(saved.statusCode, 503);
    const problemsAfter = (
      await queryRows<{ count: number }>(app.db, sql`SELECT count(*)::int AS count FROM problems`)
    )[0]?.count;
    assert.equal(problemsAfter, problemsBefore);
  });

  it('/v1/health says the sandbox is unavailable, and why', async () => {
    const { evaluator } = (await app.inject({ method: 'GET', url: '/v1/health' })).json();
    assert.equal(evaluator.sandbox.available, false);
    assert.match(evaluator.sandbox.reason, /code-sandbox/);
    assert.deepEqual(evaluator.languages.python, {
      available: false,
      reason: 'the code sandbox is unavailable',
    });
  });

  it('the API keeps answering', async () => {
    assert.equal((await get(app, 'problems', {})).statusCode, 200);
  });
});
