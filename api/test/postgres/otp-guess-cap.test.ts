import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { TEST_ENV, latestCode } from '../helpers/test-app';

const serverUrl = process.env.TEST_DATABASE_URL;

/** The guess cap under real concurrency (PGlite runs one query at a time and would hide a race). */
describe(
  'PostgreSQL: wrong-code cap per address',
  { skip: serverUrl ? false : 'TEST_DATABASE_URL is not set' },
  () => {
    const databaseName = `api_otp_cap_${process.pid}_${randomBytes(4).toString('hex')}`;
    let app: FastifyInstance;

    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };

    before(async () => {
      await admin(`CREATE DATABASE ${databaseName}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${databaseName}`;
      app = await buildApp({ env: { ...TEST_ENV, DATABASE_URL: url.toString() }, migrate: true });
      await app.ready();
    });

    after(async () => {
      await app?.close();
      await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    });

    it('60 parallel wrong guesses: exactly 10 are judged, the rest refused; then the right code is too', async () => {
      const email = 'race@example.com';
      await app.inject({ method: 'POST', url: '/v1/referrals/send-otp', payload: { email } });
      const code = await latestCode(app, email);
      const guesses = Array.from({ length: 61 }, (_, index) => String(index).padStart(4, '0'))
        .filter((guess) => guess !== code)
        .slice(0, 60);
      const responses = await Promise.all(
        guesses.map((otp) =>
          app.inject({ method: 'POST', url: '/v1/referrals/verify-otp', payload: { email, otp } }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      assert.equal(statuses.filter((status) => status === 200).length, 10, statuses.join(','));
      assert.equal(statuses.filter((status) => status === 429).length, 50);

      await app.inject({ method: 'POST', url: '/v1/referrals/send-otp', payload: { email } });
      const right = await app.inject({
        method: 'POST',
        url: '/v1/referrals/verify-otp',
        payload: { email, otp: await latestCode(app, email) },
      });
      assert.equal(right.statusCode, 429);
      assert.ok(right.json().retry_after_seconds > 3500);
    });
  },
);
