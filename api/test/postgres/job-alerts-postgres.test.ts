import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { queryRows } from '../../src/db/database';
import { insertOpening } from '../helpers/openings';
import { TEST_ENV, signUp } from '../helpers/test-app';

const serverUrl = process.env.TEST_DATABASE_URL;
const USERS = 12;

/** Two API processes (each with its own pg-boss worker and mailer) on one PostgreSQL database. */
describe('job alerts on PostgreSQL', { skip: serverUrl ? false : 'TEST_DATABASE_URL is not set' }, () => {
  const databaseName = `api_alerts_${process.pid}_${randomBytes(4).toString('hex')}`;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const emails: string[] = [];

  before(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    const env = { ...TEST_ENV, DATABASE_URL: url.toString() };
    first = await buildApp({ env, migrate: true });
    await first.ready();
    second = await buildApp({ env, migrate: true });
    await second.ready();

    for (let index = 0; index < USERS; index += 1) {
      const user = await signUp(first, `seeker${index}@example.com`);
      const saved = await first.inject({
        method: 'PATCH',
        url: `/v1/referrals/user/${user.email}`,
        headers: { cookie: user.cookie },
        payload: {
          settings: {
            yoe: 3,
            domains_interested_in: ['Backend'],
            locations_open_to: ['Pune'],
            current_organization: 'Acme',
          },
        },
      });
      assert.equal(saved.statusCode, 200);
      emails.push(user.email);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (let index = 0; index < 3; index += 1) {
      await insertOpening(first, {
        title: `Backend Engineer ${index}`,
        location: 'Pune',
        created_at: new Date().toISOString(),
      });
    }
  });

  after(async () => {
    await first?.close();
    await second?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('two workers running the job at once send each user one digest', async () => {
    const runs = await Promise.all([
      first.jobAlerts.run({ ignoreSendingHour: true }),
      second.jobAlerts.run({ ignoreSendingHour: true }),
      first.jobAlerts.run({ ignoreSendingHour: true }),
      second.jobAlerts.run({ ignoreSendingHour: true }),
    ]);
    assert.equal(
      runs.reduce((sum, run) => sum + run.sent, 0),
      USERS,
    );
    for (const email of emails) {
      // The outbox is one table in the shared database: either app reads what both sent.
      const mails = (await first.mailer.readOutbox!(email)).filter((mail) =>
        mail.subject.includes('match your preferences'),
      );
      assert.equal(mails.length, 1, `${email} got ${mails.length} digests`);
      assert.equal(mails[0]!.subject, '3 new openings match your preferences');
    }
    const [row] = await queryRows<{ count: number }>(
      first.db,
      sql`SELECT count(*)::int AS count FROM job_alert_digests WHERE sent_at IS NOT NULL`,
    );
    assert.equal(Number(row!.count), USERS);
  });
});
