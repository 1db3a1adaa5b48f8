import assert from 'node:assert/strict';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildWorkerApp } from '../../src/app';
import { REFERRAL_DECISION_MAIL_JOB } from '../../src/features/referral-requests/referral-decision-mail';
import { migratedPglite } from '../helpers/pglite-template';
import { TEST_ENV } from '../helpers/test-app';

describe('the worker app (npm run worker): background services without the HTTP API', () => {
  let pglite: PGlite;
  let worker: FastifyInstance;

  before(async () => {
    pglite = await migratedPglite();
    worker = await buildWorkerApp({ env: TEST_ENV, pglite });
    await worker.ready();
  });
  after(async () => {
    await worker.close();
    await pglite.close();
  });

  it('registers no API route, session or request protection', async () => {
    for (const url of ['/v1/health', '/v1/referrals/feed', '/v1/practice/problems', '/v1/docs/json']) {
      assert.equal((await worker.inject({ method: 'GET', url })).statusCode, 404, url);
    }
    assert.equal(worker.hasDecorator('requireUser'), false, 'no sessions');
    assert.equal(worker.hasDecorator('rateLimit'), false, 'no rate limit');
    assert.equal(worker.hasPlugin('swagger'), false, 'no swagger');
    assert.equal(worker.hasPlugin('cors'), false, 'no CORS');
  });

  it('runs the jobs the API queues: a referral decision is mailed', async () => {
    await worker.queue.send(REFERRAL_DECISION_MAIL_JOB, {
      to: 'seeker@example.com',
      subject: 'You have been referred: Engineer at Acme',
      text: 'Good news!',
    });
    const deadline = Date.now() + 10_000;
    let inbox = await worker.mailer.readOutbox!('seeker@example.com');
    while (inbox.length === 0 && Date.now() < deadline) {
      await nextTurn();
      inbox = await worker.mailer.readOutbox!('seeker@example.com');
    }
    assert.deepEqual(
      inbox.map((message) => message.subject),
      ['You have been referred: Engineer at Acme'],
    );
  });

  it('starts the evaluation worker and the job alerts with the queue', () => {
    for (const name of ['evaluation-worker', 'evaluation-sweeper', 'evaluator-warm-up', 'job-alerts']) {
      assert.equal(worker.hasPlugin(name), true, name);
    }
  });
});
