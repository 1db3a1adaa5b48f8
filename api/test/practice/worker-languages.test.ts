import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { openPostgres, queryRows } from '../../src/db/database';
import { EVALUATION_WAITING_CHANNEL } from '../../src/features/practice/evaluation-wake-ups';
import { createSubmissionsRepository } from '../../src/features/practice/submissions-repository';
import { signUp, TEST_ENV, type TestUser } from '../helpers/test-app';
import { waitFor } from '../helpers/wait-for';
import { createProblem, evaluateCode } from './practice-fixtures';

const serverUrl = process.env.TEST_DATABASE_URL;
const GO_HELLO = 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hi")\n}\n';
const WITHOUT_GO = ['python', 'javascript', 'typescript', 'java', 'cpp'];

/** A worker's heartbeat as it publishes it (plugins/app/worker-heartbeat): what it can run now. */
async function beat(app: FastifyInstance, workerId: string, languages: string[]): Promise<void> {
  await queryRows(
    app.db,
    sql`INSERT INTO worker_heartbeats (worker_id, hostname, pid, languages, analyzers)
        VALUES (${workerId}, 'test', 1, ${`{${languages.join(',')}}`}::text[], '{}'::text[])
        ON CONFLICT (worker_id) DO UPDATE SET seen_at = now(), languages = EXCLUDED.languages`,
  );
}

describe(
  'workers decide which languages a replica accepts (issue 29)',
  { skip: serverUrl ? false : 'TEST_DATABASE_URL is not set', timeout: 120_000 },
  () => {
    const databaseName = `worker_languages_${process.pid}_${randomBytes(4).toString('hex')}`;
    let databaseUrl: string;
    let replica: FastifyInstance;
    let learner: TestUser;
    let problemId: string;

    before(async () => {
      const server = new pg.Client({ connectionString: serverUrl });
      await server.connect();
      await server.query(`CREATE DATABASE ${databaseName}`);
      await server.end();
      const url = new URL(serverUrl!);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      // A replica on pg-boss that runs no jobs: only the workers' heartbeats say what can run.
      replica = await buildApp({
        env: { ...TEST_ENV, DATABASE_URL: databaseUrl, QUEUE_WORKER: 'off', FREE_EVALUATIONS_PER_DAY: '1' },
        migrate: true,
      });
      await replica.ready();
      const admin = await signUp(replica, 'admin@example.com');
      learner = await signUp(replica, 'learner@example.com');
      problemId = await createProblem(replica, admin);
    });
    after(async () => {
      await replica?.close();
      const server = new pg.Client({ connectionString: serverUrl });
      await server.connect();
      await server.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await server.end();
    });

    it('with only a worker without Go alive: Go is unavailable in /health and refused with 503, not counted', async () => {
      await beat(replica, 'worker-without-go', WITHOUT_GO);
      const health = (await replica.inject({ method: 'GET', url: '/v1/health' })).json();
      assert.deepEqual(health.evaluator.languages.go, {
        available: false,
        reason: 'no live worker can run it',
      });
      assert.deepEqual(health.evaluator.languages.python, { available: true });
      assert.deepEqual(health.workers.recent[0].languages, WITHOUT_GO);

      const refused = await evaluateCode(replica, learner, {
        problem_id: problemId,
        language: 'go',
        code: GO_HELLO,
      });
      assert.equal(refused.statusCode, 503);
      assert.equal(
        refused.json().message,
        'Go code cannot be evaluated right now: no worker that can run it is available. Your submission was not counted; please choose another language.',
      );
      const [count] = await queryRows<{ count: number }>(
        replica.db,
        sql`SELECT count(*)::int AS count FROM submissions WHERE user_id = ${learner.id}`,
      );
      assert.equal(count!.count, 0);
    });

    it('once a worker with Go beats, Go is accepted and only that worker’s claim takes it', async () => {
      await beat(replica, 'worker-with-go', ['python', 'go']);
      const health = (await replica.inject({ method: 'GET', url: '/v1/health' })).json();
      assert.deepEqual(health.evaluator.languages.go, { available: true });
      // What a worker's slots hear: the replica wakes the workers that take Go.
      const listener = new pg.Client({ connectionString: databaseUrl });
      const announced: string[] = [];
      listener.on('notification', (message) => announced.push(message.payload ?? ''));
      await listener.connect();
      await listener.query(`LISTEN ${EVALUATION_WAITING_CHANNEL}`);
      const id = randomUUID();
      try {
        const accepted = await evaluateCode(replica, learner, {
          id,
          problem_id: problemId,
          language: 'go',
          code: GO_HELLO,
        });
        assert.equal(accepted.json().success, true, accepted.body);
        await waitFor('the wake-up for Go', async () => (announced.includes('go') ? true : undefined), {
          timeoutMs: 5_000,
        });
      } finally {
        await listener.end();
      }

      const handles = [openPostgres(databaseUrl), openPostgres(databaseUrl)];
      try {
        const [withoutGo, withGo] = handles.map((handle) => createSubmissionsRepository(handle.db));
        assert.equal(
          await withoutGo!.claimNext(20, WITHOUT_GO),
          undefined,
          'the worker without Go takes nothing',
        );
        const claim = await withGo!.claimNext(20, ['python', 'go']);
        assert.equal(claim?.id, id);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    });

    it('readiness needs a live worker that can run something', async () => {
      assert.equal((await replica.inject({ method: 'GET', url: '/v1/health/ready' })).statusCode, 200);
      await queryRows(replica.db, sql`DELETE FROM worker_heartbeats`);
      const ready = await replica.inject({ method: 'GET', url: '/v1/health/ready' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(ready.json().checks.workers, {
        ok: false,
        reason: 'no live worker can run any language',
      });
    });
  },
);
