import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { signUp, TEST_ENV } from '../helpers/test-app';
import { createProblem } from '../practice/practice-fixtures';
import { contestBody, createContest, register, startWindow } from './contest-fixtures';

/** The API on a PGlite directory, as `npm start` runs it: closing both is a server restart. */
async function startServer(dataDir: string): Promise<{ app: FastifyInstance; stop: () => Promise<void> }> {
  const pglite = new PGlite(dataDir);
  const app = await buildApp({ env: { ...TEST_ENV, QUEUE_WORKER: 'off' }, pglite, migrate: true });
  await app.ready();
  return {
    app,
    stop: async () => {
      await app.close();
      await pglite.close();
    },
  };
}

describe('a participant’s window across a server restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'contest-restart-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is the same window after the restart, and Start does not begin another', async () => {
    const first = await startServer(dataDir);
    const admin = await signUp(first.app, 'admin@example.com');
    const student = await signUp(first.app, 'student@example.com');
    const problemId = await createProblem(first.app, admin);
    const contestId = await createContest(
      first.app,
      admin,
      contestBody([{ problem_id: problemId, level: 1 }]),
    );
    assert.equal((await register(first.app, contestId, student)).statusCode, 201);
    const started = await startWindow(first.app, contestId, student);
    assert.equal(started.statusCode, 200, started.body);
    const window = started.json().me;
    await first.stop();

    const second = await startServer(dataDir);
    try {
      const page = await second.app.inject({
        method: 'GET',
        url: `/v1/contests/${contestId}`,
        headers: { cookie: student.cookie },
      });
      assert.equal(page.statusCode, 200);
      assert.deepEqual(page.json().me, window);
      const again = await startWindow(second.app, contestId, student);
      assert.equal(again.statusCode, 200);
      assert.deepEqual(again.json().me, window);
    } finally {
      await second.stop();
    }
  });
});
