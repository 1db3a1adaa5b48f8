import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/test-app';

const fromClient = (test: TestApp, address: string) =>
  test.app.inject({ method: 'GET', url: '/v1/pricing', headers: { 'x-forwarded-for': address } });

describe('TRUST_PROXY and the per-client rate limit', () => {
  let behindBalancer: TestApp;
  let direct: TestApp;
  before(async () => {
    behindBalancer = await createTestApp({ RATE_LIMIT_MAX: '3', TRUST_PROXY: '1' });
    direct = await createTestApp({ RATE_LIMIT_MAX: '3' });
  });
  after(async () => {
    await behindBalancer.close();
    await direct.close();
  });

  it('behind a trusted proxy, each forwarded client has its own count', async () => {
    for (let count = 0; count < 3; count += 1) {
      assert.equal((await fromClient(behindBalancer, '203.0.113.7')).statusCode, 200);
    }
    assert.equal((await fromClient(behindBalancer, '203.0.113.7')).statusCode, 429);
    assert.equal((await fromClient(behindBalancer, '198.51.100.9')).statusCode, 200);
  });

  it('without it, a forged X-Forwarded-For does not buy a fresh count', async () => {
    for (let count = 0; count < 3; count += 1) {
      assert.equal((await fromClient(direct, `203.0.113.${count}`)).statusCode, 200);
    }
    assert.equal((await fromClient(direct, '198.51.100.9')).statusCode, 429);
  });
});
