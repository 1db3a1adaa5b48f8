import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';

/** Every limiter refuses in one shape: the sentence, the wait in seconds, and the same wait in `Retry-After`. */
function assertRefusal(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 429, response.body);
  const body = response.json();
  assert.deepEqual(Object.keys(body).sort(), ['message', 'retry_after_seconds'], response.body);
  assert.equal(typeof body.message, 'string');
  assert.ok(Number.isInteger(body.retry_after_seconds) && body.retry_after_seconds > 0, response.body);
  assert.equal(response.headers['retry-after'], String(body.retry_after_seconds));
}

describe('429s: one body shape and Retry-After for every limiter', () => {
  describe('the global limit', () => {
    let test: TestApp;
    before(async () => {
      test = await createTestApp({ RATE_LIMIT_MAX: '3' });
    });
    after(async () => test.close());

    it('refuses verify-otp with a 429, not a 500', async () => {
      const verify = () =>
        test.app.inject({
          method: 'POST',
          url: '/v1/referrals/verify-otp',
          payload: { email: 'someone@example.com', otp: '1234' },
          remoteAddress: '203.0.113.40',
        });
      for (let index = 0; index < 3; index += 1) assert.equal((await verify()).statusCode, 200);
      assertRefusal(await verify());
    });

    it('refuses a plain GET in the same shape', async () => {
      const pricing = () =>
        test.app.inject({ method: 'GET', url: '/v1/pricing', remoteAddress: '203.0.113.41' });
      for (let index = 0; index < 3; index += 1) assert.equal((await pricing()).statusCode, 200);
      assertRefusal(await pricing());
    });
  });

  describe('route limits and the code caps', () => {
    let test: TestApp;
    before(async () => {
      test = await createTestApp({ OTP_SENDS_PER_IP: '2', OTP_SENDS_PER_EMAIL: '1', RUNS_PER_MINUTE: '1' });
    });
    after(async () => test.close());

    it("send-otp's per-IP route limit", async () => {
      const send = (email: string) =>
        test.app.inject({
          method: 'POST',
          url: '/v1/referrals/send-otp',
          payload: { email },
          remoteAddress: '203.0.113.50',
        });
      assert.equal((await send('a@example.com')).statusCode, 200);
      assert.equal((await send('b@example.com')).statusCode, 200);
      assertRefusal(await send('c@example.com'));
    });

    it("send-otp's per-address cap (counted in the database)", async () => {
      const send = () =>
        test.app.inject({
          method: 'POST',
          url: '/v1/referrals/send-otp',
          payload: { email: 'capped@example.com' },
          remoteAddress: '203.0.113.51',
        });
      assert.equal((await send()).statusCode, 200);
      assertRefusal(await send());
    });

    it('the Run limit per learner', async () => {
      const learner = await signUp(test.app, 'runner@example.com');
      const run = () =>
        test.app.inject({
          method: 'POST',
          url: '/v1/practice/run-code',
          headers: { cookie: learner.cookie },
          // No such problem (a 404): the limit counts the request all the same.
          payload: {
            problem_id: '00000000-0000-4000-8000-000000000000',
            level: 1,
            language: 'python',
            code: 'print(1)',
          },
        });
      await run();
      assertRefusal(await run());
    });
  });

  describe('the OpenAPI document', () => {
    let test: TestApp;
    before(async () => {
      test = await createTestApp();
    });
    after(async () => test.close());

    it('documents the same 429 on every limited operation', async () => {
      const document = (await test.app.inject({ method: 'GET', url: '/v1/docs/json' })).json();
      const shapes = new Set<string>();
      let operations = 0;
      for (const [path, methods] of Object.entries<Record<string, { responses?: Record<string, unknown> }>>(
        document.paths,
      )) {
        for (const [method, operation] of Object.entries(methods)) {
          if (path.startsWith('/v1/health') || path.startsWith('/v1/docs')) continue;
          operations += 1;
          const refusal = operation.responses?.['429'];
          assert.ok(refusal, `${method.toUpperCase()} ${path} does not document its 429`);
          shapes.add(JSON.stringify((refusal as { content?: unknown }).content));
        }
      }
      assert.ok(operations > 50, `${operations} operations`);
      assert.equal(shapes.size, 1, [...shapes].join('\n'));
      assert.match([...shapes][0]!, /retry_after_seconds/);
    });
  });
});
