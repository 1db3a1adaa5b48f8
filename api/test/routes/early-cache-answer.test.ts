import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { insertOpening } from '../helpers/openings';
import { migratedPglite } from '../helpers/pglite-template';
import { TEST_ENV } from '../helpers/test-app';

const FEED_PAGE = '/v1/referrals/job-openings?page_size=10';
const APP_ORIGIN = 'http://localhost:3000';
const FOREIGN_ORIGIN = 'https://elsewhere.example';
// A cookie that is no session: the request is as anonymous as one without, but takes the full path.
const NOT_A_SESSION = { cookie: 'theme=dark' };

/**
 * Per request or per second by nature: the date, the rate-limit countdown, the entry's remaining age,
 * and the request id (each answer must carry one, its own).
 */
function comparableHeaders(response: LightMyRequestResponse): Record<string, unknown> {
  const {
    date: _date,
    'x-request-id': requestId,
    'x-ratelimit-remaining': _remaining,
    'x-ratelimit-reset': _reset,
    'retry-after': _retry,
    ...headers
  } = response.headers;
  const cacheControl = headers['cache-control'];
  return {
    ...headers,
    'x-request-id': requestId ? 'one per request' : 'missing',
    ...(cacheControl ? { 'cache-control': String(cacheControl).replace(/max-age=\d+/, 'max-age=N') } : {}),
  };
}

/** The app over a shared PGlite, with a last onRequest hook that sees only requests the app's hooks passed on. */
async function appOn(pglite: PGlite, env: Record<string, string>) {
  const app = await buildApp({ env: { ...TEST_ENV, ...env }, pglite });
  const fullPath: string[] = [];
  app.addHook('onRequest', async (request) => {
    fullPath.push(request.url);
  });
  await app.ready();
  const tookFullPath = async (request: () => Promise<LightMyRequestResponse>) => {
    const before = fullPath.length;
    const response = await request();
    return { response, fullPath: fullPath.length > before };
  };
  return { app, tookFullPath };
}

describe('early answers of cached anonymous GETs', () => {
  let pglite: PGlite;
  let cached: Awaited<ReturnType<typeof appOn>>;
  let uncached: FastifyInstance;
  let openingUrl: string;

  before(async () => {
    pglite = await migratedPglite();
    cached = await appOn(pglite, {});
    uncached = (await appOn(pglite, { RESPONSE_CACHE_SECONDS: '0' })).app;
    // Enough openings for a page over the 1 KB compression threshold.
    for (let index = 0; index < 12; index += 1) {
      await insertOpening(cached.app, {
        title: `Early answer role ${index}`,
        skills: ['java', 'react', 'sql'],
      });
    }
    const opening = await cached.app.inject({ method: 'GET', url: FEED_PAGE });
    openingUrl = `/v1/referrals/job-opening?job_id=${opening.json().data.results[0].id}`;
  });
  after(async () => {
    await cached.app.close();
    await uncached.close();
    await pglite.close();
  });

  const variants: Array<[string, Record<string, string>]> = [
    ['identity', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['br', { 'accept-encoding': 'gzip, deflate, br' }],
    ['an app Origin', { origin: APP_ORIGIN, 'accept-encoding': 'br' }],
    ['a foreign Origin', { origin: FOREIGN_ORIGIN }],
  ];

  for (const url of [FEED_PAGE, () => openingUrl]) {
    for (const [name, headers] of variants) {
      it(`answers ${typeof url === 'string' ? 'a feed page' : 'a job opening'} (${name}) as the full route does`, async () => {
        const target = typeof url === 'string' ? url : url();
        const get = (extra: Record<string, string> = {}) =>
          cached.app.inject({ method: 'GET', url: target, headers: { ...headers, ...extra } });
        // The first visitor's request and one with a cookie go the full way; the next visitor's does not.
        await get();
        const full = await cached.tookFullPath(() => get(NOT_A_SESSION));
        const early = await cached.tookFullPath(() => get());
        assert.equal(full.fullPath, true);
        assert.equal(early.fullPath, false, 'the cached answer came before the other request hooks');

        assert.equal(early.response.statusCode, 200);
        assert.equal(early.response.headers['x-cache'], 'HIT');
        assert.deepEqual(comparableHeaders(early.response), comparableHeaders(full.response));
        assert.deepEqual(early.response.rawPayload, full.response.rawPayload);
        assert.equal(early.response.headers['x-ratelimit-limit'], full.response.headers['x-ratelimit-limit']);
        assert.equal(
          Number(early.response.headers['x-ratelimit-remaining']),
          Number(full.response.headers['x-ratelimit-remaining']) - 1,
          'the early answer counts against the rate limit',
        );

        // Against the route with the cache off: the same status, body, validator and hook headers.
        const fresh = await uncached.inject({ method: 'GET', url: target, headers });
        assert.equal(fresh.statusCode, 200);
        assert.equal(fresh.headers['x-cache'], 'MISS');
        assert.match(String(fresh.headers['cache-control']), /^public, max-age=0$/);
        const {
          'x-cache': _hit,
          'cache-control': earlyControl,
          ...earlyRest
        } = comparableHeaders(early.response);
        const { 'x-cache': _miss, 'cache-control': _freshControl, ...freshRest } = comparableHeaders(fresh);
        assert.equal(earlyControl, 'public, max-age=N');
        assert.deepEqual(earlyRest, freshRest);
        assert.deepEqual(early.response.rawPayload, fresh.rawPayload);
      });
    }
  }

  it('answers If-None-Match with the same 304 as the full route', async () => {
    const first = await cached.app.inject({ method: 'GET', url: FEED_PAGE });
    const headers = { 'if-none-match': String(first.headers.etag), origin: APP_ORIGIN };
    const full = await cached.tookFullPath(() =>
      cached.app.inject({ method: 'GET', url: FEED_PAGE, headers: { ...headers, ...NOT_A_SESSION } }),
    );
    const early = await cached.tookFullPath(() =>
      cached.app.inject({ method: 'GET', url: FEED_PAGE, headers }),
    );
    assert.equal(early.fullPath, false);
    assert.equal(early.response.statusCode, 304);
    assert.equal(full.response.statusCode, 304);
    assert.equal(early.response.body, '');
    assert.deepEqual(comparableHeaders(early.response), comparableHeaders(full.response));
  });

  it('leaves signed-in readers, other methods and unseen URLs to the full route', async () => {
    await cached.app.inject({ method: 'GET', url: FEED_PAGE });
    for (const request of [
      { method: 'GET' as const, url: FEED_PAGE, headers: { cookie: 'referrals_session=not-a-real-token' } },
      { method: 'HEAD' as const, url: FEED_PAGE },
      { method: 'GET' as const, url: `${FEED_PAGE}&companies=Nobody` },
    ]) {
      const { fullPath } = await cached.tookFullPath(() => cached.app.inject(request));
      assert.equal(fullPath, true, `${request.method} ${request.url}`);
    }
  });
});

describe('the rate limit on early answers', () => {
  let pglite: PGlite;
  let limited: Awaited<ReturnType<typeof appOn>>;
  before(async () => {
    pglite = await migratedPglite();
    limited = await appOn(pglite, { RATE_LIMIT_MAX: '6' });
    await insertOpening(limited.app, { title: 'Rate-limited role' });
  });
  after(async () => {
    await limited.app.close();
    await pglite.close();
  });

  it('still refuses past the limit, with the 429 the full route sends', async () => {
    const get = (headers: Record<string, string> = {}) =>
      limited.tookFullPath(() =>
        limited.app.inject({ method: 'GET', url: FEED_PAGE, headers: { origin: APP_ORIGIN, ...headers } }),
      );
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await get());
    assert.deepEqual(
      answers.map(({ response }) => response.statusCode),
      [200, 200, 200, 200, 200, 200],
    );
    assert.deepEqual(
      answers.map(({ fullPath }) => fullPath),
      [true, false, false, false, false, false],
    );

    const early = await get();
    const full = await get(NOT_A_SESSION);
    assert.equal(early.fullPath, false);
    assert.equal(early.response.statusCode, 429);
    assert.equal(full.response.statusCode, 429);
    assert.equal(early.response.body, full.response.body);
    assert.match(early.response.json().message, /^Too many requests/);
    assert.deepEqual(comparableHeaders(early.response), comparableHeaders(full.response));
    assert.equal(early.response.headers['retry-after'], full.response.headers['retry-after']);
    assert.equal(early.response.headers['access-control-allow-origin'], APP_ORIGIN);
  });
});
