import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config';

const SECRET = 'a-shared-replica-secret-of-32-chars';

describe('configuration', () => {
  it('has working local defaults', () => {
    const config = loadConfig({});
    assert.equal(config.API_PORT, 4000);
    assert.deepEqual(config.ADMIN_EMAILS, ['admin@example.com']);
    assert.deepEqual(config.STATS_EMAILS, ['admin@example.com', 'stats@example.com']);
    assert.equal(config.SIGNUP_CREDITS, 5);
    assert.equal(config.FREE_EVALUATIONS_PER_DAY, 20);
    assert.equal(config.PAYMENT_PROVIDER, 'dev');
    assert.match(config.PGLITE_DATA_DIR, /api\/\.data\/pglite$/);
    for (const port of [3000, 3001, 3002, 3003, 3100, 3101, 3102, 3103]) {
      assert.ok(config.CORS_ORIGINS.includes(`http://localhost:${port}`));
    }
    assert.equal(config.PUBLIC_API_URL, 'http://localhost:4000/v1');
  });

  it('refuses development services and a missing secret in production unless allowed', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), ConfigError);
    assert.throws(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET }), /SMTP_URL/);
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_URL: 'smtp://x' }),
      /PAYMENT_PROVIDER=cashfree/,
    );
    const allowed = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      ALLOW_DEV_SERVICES_IN_PRODUCTION: 'true',
    });
    assert.equal(allowed.isProduction, true);
  });

  it('refuses a production secret shorter than 32 characters, which replicas would share', () => {
    const production = { NODE_ENV: 'production', ALLOW_DEV_SERVICES_IN_PRODUCTION: 'true' };
    assert.throws(
      () => loadConfig({ ...production, AUTH_SECRET: 'x'.repeat(31) }),
      /AUTH_SECRET must be set in production to at least 32 characters/,
    );
    assert.equal(loadConfig({ ...production, AUTH_SECRET: 'x'.repeat(32) }).AUTH_SECRET, 'x'.repeat(32));
  });

  it('reads the replica settings: proxy trust, pool sizes, cache lifetime', () => {
    assert.equal(loadConfig({}).TRUST_PROXY, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY, true);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY, [
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    const pools = loadConfig({ DB_POOL_MAX: '3', QUEUE_POOL_MAX: '2' });
    assert.equal(pools.DB_POOL_MAX, 3);
    assert.equal(pools.QUEUE_POOL_MAX, 2);
    assert.throws(() => loadConfig({ DB_POOL_MAX: '0' }), /DB_POOL_MAX/);
    assert.throws(() => loadConfig({ RESPONSE_CACHE_SECONDS: '60' }), /at most 15/);
  });

  it('explains invalid values', () => {
    assert.throws(() => loadConfig({ API_PORT: 'eighty' }), /API_PORT/);
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER: 'cashfree' }), /CASHFREE_CLIENT_ID/);
  });
});
