import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { createProblem } from '../practice/practice-fixtures';

describe('GET /v1/health', () => {
  let withWorkers: TestApp;
  let replicaOnly: TestApp;
  before(async () => {
    withWorkers = await createTestApp();
    replicaOnly = await createTestApp({ QUEUE_WORKER: 'off' });
  });
  after(async () => {
    await withWorkers.close();
    await replicaOnly.close();
  });

  it('reports the database, an empty queue and the process that takes jobs', async () => {
    const response = await withWorkers.app.inject({ method: 'GET', url: '/v1/health' });
    assert.equal(response.statusCode, 200);
    const health = response.json();
    assert.equal(health.status, 'ok');
    assert.equal(health.database.ok, true);
    assert.deepEqual(health.queue, { kind: 'in-process', depth: 0, evaluations_waiting: 0 });
    assert.equal(health.workers.count, 1);
    assert.equal(health.workers.recent.length, 1);
  });

  it('says "degraded" while jobs wait and no worker has been seen', async () => {
    await replicaOnly.app.queue.send('health-probe', { n: 1 });
    const health = (await replicaOnly.app.inject({ method: 'GET', url: '/v1/health' })).json();
    assert.equal(health.status, 'degraded');
    assert.equal(health.queue.depth, 1);
    assert.equal(health.workers.count, 0);
  });

  it('says "degraded" while a submission waits and no worker has been seen', async () => {
    const replica = await createTestApp({ QUEUE_WORKER: 'off' });
    const { app } = replica;
    const before = (await app.inject({ method: 'GET', url: '/v1/health' })).json();
    assert.equal(before.status, 'ok');
    const admin = await signUp(app, 'admin@example.com');
    const problemId = await createProblem(app, admin);
    // A submission accepted while a worker lived, which then died: it waits in the submissions table.
    await app.db.execute(
      sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code)
          VALUES (${randomUUID()}, ${problemId}, ${admin.id}, 1, 'python', 'print(1)')`,
    );
    const health = (await app.inject({ method: 'GET', url: '/v1/health' })).json();
    assert.equal(health.status, 'degraded');
    assert.equal(health.queue.evaluations_waiting, 1);
    assert.equal(health.queue.depth, 0);
    assert.equal(health.workers.count, 0);
    await replica.close();
  });

  it('answers 503 when the database is gone, while liveness still answers', async () => {
    const broken = await createTestApp();
    await broken.pglite.close();
    const readiness = await broken.app.inject({ method: 'GET', url: '/v1/health' });
    assert.equal(readiness.statusCode, 503);
    assert.equal(readiness.json().status, 'unavailable');
    const liveness = await broken.app.inject({ method: 'GET', url: '/v1/health/live' });
    assert.deepEqual(liveness.json(), { status: 'ok' });
    await broken.app.close().catch(() => undefined);
  });

  it('readiness answers 200 while serving and 503 from the moment shutdown starts', async () => {
    const testApp = await createTestApp();
    const { app } = testApp;
    try {
      const serving = await app.inject({ method: 'GET', url: '/v1/health/ready' });
      assert.equal(serving.statusCode, 200);
      assert.equal(serving.json().checks.database.ok, true);
      app.lifecycle.startDraining();
      const draining = await app.inject({ method: 'GET', url: '/v1/health/ready' });
      assert.equal(draining.statusCode, 503);
      assert.deepEqual(draining.json().checks.shutdown, { ok: false, reason: 'shutting down' });
      // Still served meanwhile, but each answer ends its keep-alive connection.
      const liveness = await app.inject({ method: 'GET', url: '/v1/health/live' });
      assert.equal(liveness.statusCode, 200);
      assert.equal(liveness.headers.connection, 'close');
    } finally {
      await testApp.close();
    }
  });

  it('readiness answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.pglite.close();
    const readiness = await broken.app.inject({ method: 'GET', url: '/v1/health/ready' });
    assert.equal(readiness.statusCode, 503);
    assert.equal(readiness.json().checks.database.ok, false);
    await broken.app.close().catch(() => undefined);
  });
});
