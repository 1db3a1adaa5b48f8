import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { insertOpening } from '../helpers/openings';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

const FEED = '/v1/referrals/job-openings';
const titlesOf = (body: string) =>
  (JSON.parse(body) as { data: { results: Array<{ title: string }> } }).data.results.map(
    (item) => item.title,
  );

describe('cached feed and job openings', () => {
  let test: TestApp;
  let admin: TestUser;
  let seeker: TestUser;
  before(async () => {
    test = await createTestApp();
    for (let index = 0; index < 12; index += 1)
      await insertOpening(test.app, { title: `Cached role ${index}` });
    admin = await signUp(test.app, 'admin@example.com');
    seeker = await signUp(test.app, 'cache-seeker@example.com');
  });
  after(async () => test.close());

  it('serves an anonymous page from the cache with Cache-Control and an ETag, and 304 on If-None-Match', async () => {
    const url = `${FEED}?page_size=5&companies=Google`;
    const first = await test.app.inject({ method: 'GET', url });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['x-cache'], 'MISS');
    assert.match(String(first.headers['cache-control']), /^public, max-age=(1[0-5]|[0-9])$/);
    assert.match(String(first.headers.etag), /^W\/"[\w-]+"$/);
    assert.match(String(first.headers['content-type']), /^application\/json/);
    assert.equal(titlesOf(first.body).length, 5);

    const second = await test.app.inject({ method: 'GET', url: `${FEED}?companies=Google&page_size=5` });
    assert.equal(second.headers['x-cache'], 'HIT');
    assert.equal(second.body, first.body);
    assert.equal(second.headers.etag, first.headers.etag);

    const revalidated = await test.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.body, '');
  });

  it('shows an approved opening at once, and hides nothing the cache should not', async () => {
    const url = `${FEED}?page_size=3`;
    const before = await test.app.inject({ method: 'GET', url });
    assert.equal((await test.app.inject({ method: 'GET', url })).headers['x-cache'], 'HIT');
    const created = await test.app.inject({
      method: 'POST',
      url: '/v1/referrals/job-opening',
      headers: { cookie: admin.cookie },
      payload: {
        title: 'Freshly approved role',
        company_name: 'Acme',
        employment_type: 'Full-time',
        yoe: 2,
        location: 'Pune',
        link: 'https://careers.example.com/fresh',
        skills: ['go'],
      },
    });
    assert.equal(created.statusCode, 200, created.body);
    const approved = await test.app.inject({
      method: 'PATCH',
      url: `/v1/referrals/job-opening/${created.json().job_opening.id}`,
      headers: { cookie: admin.cookie },
      payload: { meta_data: { status: 'published' } },
    });
    assert.equal(approved.statusCode, 200, approved.body);
    const after = await test.app.inject({ method: 'GET', url });
    assert.equal(after.headers['x-cache'], 'MISS');
    assert.notEqual(after.headers.etag, before.headers.etag);
    assert.equal(titlesOf(after.body)[0], 'Freshly approved role');
  });

  it("never serves or keeps a signed-in reader's page, which carries their own marks", async () => {
    const url = `${FEED}?page_size=4&locations=Bengaluru`;
    await test.app.inject({ method: 'GET', url });
    const visitor = await test.app.inject({ method: 'GET', url });
    assert.equal(visitor.headers['x-cache'], 'HIT');
    // Each item says whether it matches this reader's preferences and whether they saved it.
    for (const target of [`${url}&user_id=${seeker.id}`, `${url}&matches=yes`]) {
      const signedIn = await test.app.inject({
        method: 'GET',
        url: target,
        headers: { cookie: seeker.cookie },
      });
      assert.equal(signedIn.statusCode, 200);
      assert.equal(signedIn.headers['x-cache'], undefined, target);
      assert.equal(signedIn.headers.etag, undefined, target);
      assert.equal(signedIn.headers['cache-control'], 'private, no-store', target);
      assert.ok(
        signedIn.json().data.results.every((item: { saved?: unknown }) => typeof item.saved === 'boolean'),
        'personal fields present',
      );
    }
  });

  it('caches a published opening for visitors but never the administrator’s copy with its link', async () => {
    const id = await insertOpening(test.app, { title: 'Opening with a link' });
    const url = `/v1/referrals/job-opening?job_id=${id}`;
    assert.equal((await test.app.inject({ method: 'GET', url })).headers['x-cache'], 'MISS');
    const visitor = await test.app.inject({ method: 'GET', url });
    assert.equal(visitor.headers['x-cache'], 'HIT');
    assert.equal(visitor.json().job_opening.link, undefined);
    const asAdmin = await test.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    assert.equal(asAdmin.headers['x-cache'], undefined);
    assert.match(asAdmin.json().job_opening.link, /^https:\/\/careers\.example\.com\//);
    const missing = await test.app.inject({ method: 'GET', url: '/v1/referrals/job-opening?job_id=999999' });
    assert.equal(missing.statusCode, 404);
  });

  it('compresses JSON over 1 KB with br or gzip and leaves small answers alone', async () => {
    const url = `${FEED}?page_size=10`;
    const plain = await test.app.inject({ method: 'GET', url });
    assert.ok(plain.rawPayload.length > 1024);
    const gzip = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
    assert.ok(gzip.rawPayload.length < plain.rawPayload.length / 2);
    const br = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    assert.match(String(br.headers.vary), /Accept-Encoding/);
    // A later visitor of the same URL gets the same compressed body (compressed once, not per response).
    const again = await test.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip;q=0, br' },
    });
    assert.equal(again.headers['x-cache'], 'HIT');
    assert.equal(again.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(again.rawPayload).toString(), plain.body);
    const refused = await test.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    assert.equal(refused.headers['content-encoding'], 'gzip');
    const small = await test.app.inject({
      method: 'GET',
      url: '/v1/health/live',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(small.headers['content-encoding'], undefined);
  });
});

describe('RESPONSE_CACHE_SECONDS=0', () => {
  let test: TestApp;
  before(async () => {
    test = await createTestApp({ RESPONSE_CACHE_SECONDS: '0' });
    await insertOpening(test.app, { title: 'Uncached role' });
  });
  after(async () => test.close());

  it('turns the server cache off while keeping validators', async () => {
    const url = `${FEED}?page_size=2`;
    const first = await test.app.inject({ method: 'GET', url });
    const second = await test.app.inject({ method: 'GET', url });
    assert.equal(second.headers['x-cache'], 'MISS');
    assert.equal(second.headers['cache-control'], 'public, max-age=0');
    assert.equal(second.headers.etag, first.headers.etag);
  });
});
