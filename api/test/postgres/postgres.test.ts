import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { queryRows } from '../../src/db/database';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate';
import { insertJobOpenings } from '../../src/db/seed';
import { iterateJobOpenings } from '../../src/db/seed/job-openings';
import { feedPageQuery } from '../../src/features/job-openings/job-openings-repository';
import { startFakeCashfree, signedWebhook, type FakeCashfree } from '../helpers/fake-cashfree';
import { countRows, insertOpening } from '../helpers/openings';
import { TEST_ENV, signUp } from '../helpers/test-app';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Runs against a real PostgreSQL server (races show there; PGlite runs one query at a time). */
describe('PostgreSQL', { skip: serverUrl ? false : 'TEST_DATABASE_URL is not set' }, () => {
  const databaseName = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string;
  let app: FastifyInstance;
  let cashfree: FakeCashfree;

  before(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    cashfree = await startFakeCashfree('pg-id', 'pg-secret');
    app = await buildApp({
      env: {
        ...TEST_ENV,
        DATABASE_URL: databaseUrl,
        SIGNUP_CREDITS: '30',
        PAYMENT_PROVIDER: 'cashfree',
        CASHFREE_API_URL: cashfree.url,
        CASHFREE_CLIENT_ID: 'pg-id',
        CASHFREE_CLIENT_SECRET: 'pg-secret',
      },
      migrate: true,
    });
    await app.ready();
  });

  after(async () => {
    await app?.close();
    await cashfree?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('applies every migration, and applying them again changes nothing', async () => {
    const tables = await queryRows<{ table_name: string }>(
      app.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    assert.deepEqual(
      tables.map((row) => row.table_name),
      [
        'contest_participants',
        'contest_problem_scores',
        'contest_problems',
        'contests',
        'credit_ledger',
        'dev_outbox_messages',
        'evaluations',
        'job_alert_digests',
        'job_openings',
        'job_unlocks',
        'linkedin_tokens',
        'otp_codes',
        'otp_guess_limits',
        'payment_orders',
        'practice_feedback',
        'practice_runs',
        'problem_test_data',
        'problems',
        'referral_requests',
        'saved_openings',
        'sessions',
        'submissions',
        'subscriptions',
        'users',
        'worker_heartbeats',
      ],
    );
    await runMigrations(app.database);
    const applied = await queryRows<{ count: number }>(
      app.db,
      sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
    assert.equal(Number(applied[0]!.count), journal.entries.length);
  });

  it('the feed query walks the partial keyset index: no sort, page 1 or a deep cursor', async () => {
    await insertJobOpenings(app.db, iterateJobOpenings(5000, { seed: 3 }));
    await app.db.execute(sql`ANALYZE job_openings`);
    const filters = {
      employmentTypes: [],
      locations: [],
      companies: [],
      minYoe: undefined,
      maxYoe: undefined,
      faangLevel: undefined,
      keywords: [],
    };
    const [boundary] = await queryRows<{ id: number; created_at: string }>(
      app.db,
      sql`SELECT id, created_at::text AS created_at FROM job_openings WHERE status = 'published'
          ORDER BY job_openings.created_at DESC, id DESC OFFSET 3000 LIMIT 1`,
    );
    const cursor = { page: 301, createdAt: boundary!.created_at, id: boundary!.id };
    for (const [name, query] of [
      ['page 1', feedPageQuery(filters, { offset: 0 }, 10)],
      ['cursor', feedPageQuery(filters, { cursor }, 10)],
      ['FAANG+ cursor', feedPageQuery({ ...filters, faangLevel: 'yes' }, { cursor }, 10)],
    ] as const) {
      const plan = (await queryRows<{ 'QUERY PLAN': string }>(app.db, sql`EXPLAIN ${query}`))
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      assert.match(plan, /Index Scan using job_openings_feed_(latest|faang)_idx/, `${name}:\n${plan}`);
      assert.doesNotMatch(plan, /Sort/, `${name}:\n${plan}`);
    }
  });

  it('200 concurrent job-link requests by one user with 30 credits unlock exactly 30 openings', async () => {
    const user = await signUp(app, 'racer@example.com');
    const ids: number[] = [];
    for (let index = 0; index < 200; index += 1) ids.push(await insertOpening(app));
    const responses = await Promise.all(
      ids.map((id) =>
        app.inject({
          method: 'PATCH',
          url: `/v1/referrals/job-link/${id}`,
          headers: { cookie: user.cookie },
        }),
      ),
    );
    const unlocked = responses.filter((response) => response.json().link !== null).length;
    const refused = responses.filter((response) => response.json().recharge_needed === true).length;
    assert.equal(unlocked, 30);
    assert.equal(refused, 170);
    const [state] = await queryRows<{ credits: number; unlocks: number; spent: number }>(
      app.db,
      sql`SELECT u.credits,
            (SELECT count(*)::int FROM job_unlocks WHERE user_id = u.id) AS unlocks,
            (SELECT coalesce(sum(delta), 0)::int FROM credit_ledger WHERE user_id = u.id AND reason = 'unlock') AS spent
          FROM users u WHERE u.id = ${user.id}`,
    );
    assert.deepEqual({ ...state }, { credits: 0, unlocks: 30, spent: -30 });
  });

  it('parallel requests for the same opening charge one credit', async () => {
    const user = await signUp(app, 'same-job@example.com');
    const id = await insertOpening(app);
    await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({
          method: 'PATCH',
          url: `/v1/referrals/job-link/${id}`,
          headers: { cookie: user.cookie },
        }),
      ),
    );
    const [row] = await queryRows<{ credits: number }>(
      app.db,
      sql`SELECT credits FROM users WHERE id = ${user.id}`,
    );
    assert.equal(row!.credits, 29);
  });

  it('20 concurrent recharge-status calls and webhook deliveries credit one payment once', async () => {
    const buyer = await signUp(app, 'pg-buyer@example.com');
    const order = (
      await app.inject({
        method: 'POST',
        url: '/v1/payment/create-order',
        payload: { amount: 140, redirect_url: 'http://localhost:3001/purchase-status' },
        headers: { cookie: buyer.cookie },
      })
    ).json();
    cashfree.orders.get(order.order_id)!.status = 'PAID';
    const webhook = signedWebhook('pg-secret', order.order_id, 140);
    const ledgerBefore = await countRows(app, 'credit_ledger');
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, () =>
        app.inject({
          method: 'GET',
          url: `/v1/referrals/recharge-status?payment_id=${order.order_id}`,
          headers: { cookie: buyer.cookie },
        }),
      ),
      ...Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/v1/payment/webhook',
          payload: webhook.body,
          headers: webhook.headers,
        }),
      ),
    ]);
    assert.ok(responses.every((response) => response.statusCode === 200));
    const [row] = await queryRows<{ credits: number }>(
      app.db,
      sql`SELECT credits FROM users WHERE id = ${buyer.id}`,
    );
    assert.equal(row!.credits, 30 + 50);
    assert.equal((await countRows(app, 'credit_ledger')) - ledgerBefore, 1);
  });

  it('pg-boss carries a job from send to a worker', async () => {
    const received = new Promise<{ value: number }>((resolve) => {
      void app.queue.work<{ value: number }>('test-roundtrip', async (data) => resolve(data));
    });
    await app.queue.send('test-roundtrip', { value: 42 });
    assert.equal(app.queue.kind, 'pg-boss');
    assert.deepEqual(await received, { value: 42 });
  });
});
