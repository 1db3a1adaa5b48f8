import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';

describe('service surface', () => {
  let test: TestApp;
  before(async () => {
    test = await createTestApp();
  });
  after(() => test.close());

  it('serves the OpenAPI document and its UI at /v1/docs', async () => {
    const document = await test.app.inject({ method: 'GET', url: '/v1/docs/json' });
    assert.equal(document.statusCode, 200);
    const paths = Object.keys(document.json().paths);
    for (const path of [
      '/v1/referrals/job-openings',
      '/v1/referrals/verify-otp',
      '/v1/payment/create-order',
    ]) {
      assert.ok(paths.includes(path), path);
    }
    assert.equal((await test.app.inject({ method: 'GET', url: '/v1/docs' })).statusCode, 200);
  });

  it('unknown addresses are a JSON 404; wrong methods too', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'There is no GET endpoint at this address.' });
    assert.equal(
      (await test.app.inject({ method: 'DELETE', url: '/v1/referrals/job-openings' })).statusCode,
      404,
    );
  });

  it('sends CORS headers with credentials to the product origins only, and security headers', async () => {
    const allowed = await test.app.inject({
      method: 'OPTIONS',
      url: '/v1/referrals/job-openings',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
    const e2e = await test.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { origin: 'http://localhost:3101' },
    });
    assert.equal(e2e.headers['access-control-allow-origin'], 'http://localhost:3101');
    const foreign = await test.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { origin: 'https://evil.example.com' },
    });
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
    assert.equal(foreign.headers['x-content-type-options'], 'nosniff');
  });

  it('the development outbox lists mail newest first and validates the address', async () => {
    await signUp(test.app, 'mailbox@example.com');
    const response = await test.app.inject({
      method: 'GET',
      url: '/v1/dev/outbox?email=MAILBOX@example.com',
    });
    const messages = response.json().messages;
    assert.equal(messages.length, 1);
    assert.deepEqual(Object.keys(messages[0]).sort(), ['from', 'sent_at', 'subject', 'text', 'to']);
    assert.match(messages[0].from, /^ReferralHub </, 'mail comes from the product by name');
    assert.equal((await test.app.inject({ method: 'GET', url: '/v1/dev/outbox' })).statusCode, 400);
  });

  it('pricing lists the three packs with their credits', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/v1/pricing' });
    assert.deepEqual(
      response.json().plans.map((plan: { price: number; credits: number }) => [plan.price, plan.credits]),
      [
        [86, 30],
        [140, 50],
        [274, 100],
      ],
    );
  });

  it('bad JSON, wrong content types and NUL characters are readable 4xx', async () => {
    const badJson = await test.app.inject({
      method: 'POST',
      url: '/v1/referrals/send-otp',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    assert.deepEqual(badJson.json(), { message: 'The request body is not valid JSON.' });
    const text = await test.app.inject({
      method: 'POST',
      url: '/v1/referrals/send-otp',
      payload: 'email=a@b.co',
      headers: { 'content-type': 'text/plain' },
    });
    assert.deepEqual(text.json(), {
      message: 'The request body is not valid: expected object, received string.',
    });
    const xml = await test.app.inject({
      method: 'POST',
      url: '/v1/referrals/send-otp',
      payload: '<email/>',
      headers: { 'content-type': 'application/xml' },
    });
    assert.deepEqual(xml.json(), { message: 'Unsupported content type: send JSON.' });
    const nul = await test.app.inject({
      method: 'POST',
      url: '/v1/referrals/user-exists',
      payload: { email: 'a\u0000@b.co' },
    });
    assert.deepEqual(nul.json(), { message: 'Text must not contain NUL characters.' });
  });
});
