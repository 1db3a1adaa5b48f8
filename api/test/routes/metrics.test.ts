import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { migratedPglite } from '../helpers/pglite-template';
import { TEST_ENV } from '../helpers/test-app';

describe('GET /metrics and request ids', () => {
  let app: FastifyInstance;
  let pglite: PGlite;
  const logLines: Array<Record<string, unknown>> = [];

  before(async () => {
    pglite = await migratedPglite();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ env: TEST_ENV, pglite, logger: { level: 'info', stream } });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await pglite.close();
  });

  it('counts requests by route and status, cache hits, the queue and the event loop', async () => {
    const page = '/v1/referrals/job-openings?page_size=1';
    assert.equal((await app.inject({ method: 'GET', url: page })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: page })).headers['x-cache'], 'HIT');
    const scrape = await app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(scrape.statusCode, 200);
    assert.match(scrape.headers['content-type'] as string, /^text\/plain; version=0\.0\.4/);
    const text = scrape.body;
    assert.match(
      text,
      /http_request_duration_seconds_count\{method="GET",route="\/v1\/referrals\/job-openings",status_code="200"\} 2/,
    );
    assert.match(text, /response_cache_requests_total\{result="hit"\} 1/);
    assert.match(text, /response_cache_requests_total\{result="miss"\} 1/);
    assert.match(text, /^queue_depth 0$/m);
    assert.match(text, /^evaluation_queue_waiting 0$/m);
    assert.match(text, /^evaluation_queue_oldest_age_seconds 0$/m);
    assert.match(text, /^sandbox_slots_total \d+$/m);
    assert.match(text, /^nodejs_eventloop_lag_seconds /m);
  });

  it('keeps the caller’s x-request-id, returns it and writes it on every log line of the request', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/v1/health/live',
      headers: { 'x-request-id': 'edge-7f3a' },
    });
    assert.equal(answer.headers['x-request-id'], 'edge-7f3a');
    const lines = logLines.filter((line) => line.reqId === 'edge-7f3a');
    assert.deepEqual(
      lines.map((line) => line.msg),
      ['incoming request', 'request completed'],
    );
  });

  it('gives a request without one (or with an unusable one) a fresh UUID', async () => {
    const plain = await app.inject({ method: 'GET', url: '/v1/health/live' });
    const hostile = await app.inject({
      method: 'GET',
      url: '/v1/health/live',
      headers: { 'x-request-id': 'a'.repeat(500) },
    });
    for (const answer of [plain, hostile]) {
      assert.match(answer.headers['x-request-id'] as string, /^[0-9a-f-]{36}$/);
    }
    assert.notEqual(plain.headers['x-request-id'], hostile.headers['x-request-id']);
  });
});
