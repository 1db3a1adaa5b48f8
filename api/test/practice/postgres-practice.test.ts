import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { queryRows } from '../../src/db/database';
import { signUp, TEST_ENV, type TestUser } from '../helpers/test-app';
import { pollUntil } from '../helpers/wait-for';
import { createProblem, evaluateCode, get } from './practice-fixtures';

const serverUrl = process.env.TEST_DATABASE_URL;
const DAILY_LIMIT = 3;

/** Races only show on a real server (PGlite runs one query at a time); jobs go through pg-boss here. */
describe(
  'practice on PostgreSQL',
  { skip: serverUrl ? false : 'TEST_DATABASE_URL is not set', timeout: 180_000 },
  () => {
    const databaseName = `practice_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    let app: FastifyInstance;
    let admin: TestUser;
    let problemId: string;

    before(async () => {
      const server = new pg.Client({ connectionString: serverUrl });
      await server.connect();
      await server.query(`CREATE DATABASE ${databaseName}`);
      await server.end();
      const url = new URL(serverUrl!);
      url.pathname = `/${databaseName}`;
      app = await buildApp({
        env: { ...TEST_ENV, DATABASE_URL: url.toString(), FREE_EVALUATIONS_PER_DAY: String(DAILY_LIMIT) },
        migrate: true,
      });
      await app.ready();
      admin = await signUp(app, 'admin@example.com');
      problemId = await createProblem(app, admin);
    });

    after(async () => {
      await app?.close();
      const server = new pg.Client({ connectionString: serverUrl });
      await server.connect();
      await server.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await server.end();
    });

    it('parallel calls never pass the daily limit', async () => {
      const learner = await signUp(app, 'racer@example.com');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => evaluateCode(app, learner, { problem_id: problemId })),
      );
      const accepted = answers.filter((answer) => answer.json().success === true);
      const limited = answers.filter((answer) => answer.json().limit_reached === true);
      assert.equal(accepted.length, DAILY_LIMIT);
      assert.equal(limited.length, 20 - DAILY_LIMIT);
      const [row] = await queryRows<{ count: number }>(
        app.db,
        sql`SELECT count(*)::int AS count FROM submissions WHERE user_id = ${learner.id}`,
      );
      assert.equal(row?.count, DAILY_LIMIT);
    });

    it('parallel retries of one submission id store it once', async () => {
      const learner = await signUp(app, 'retrier@example.com');
      const id = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => evaluateCode(app, learner, { id, problem_id: problemId })),
      );
      for (const answer of answers) assert.equal(answer.json().success, true, answer.body);
      const [row] = await queryRows<{ count: number }>(
        app.db,
        sql`SELECT count(*)::int AS count FROM submissions WHERE id = ${id}`,
      );
      assert.equal(row?.count, 1);
    });

    it('a pg-boss worker evaluates the submission in the sandbox', async () => {
      const learner = await signUp(app, 'worker@example.com');
      const id = randomUUID();
      await evaluateCode(app, learner, { id, problem_id: problemId });
      const query = { problem_id: problemId, level: 1, language: 'python' };
      const latest = await pollUntil(
        async () => (await get(app, 'evaluation/latest', query, learner)).json(),
        (answer) => answer.status === 'done' || answer.status === 'failed',
        { timeoutMs: 60_000, intervalMs: 200 },
      );
      assert.equal(latest.status, 'done', latest.error);
      assert.equal(latest.submission_id, id);
      assert.equal(latest.evaluation.correctness_rating, 10);
    });
  },
);
