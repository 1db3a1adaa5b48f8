import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config';

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
    assert.throws(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 's' }), /SMTP_URL/);
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 's', SMTP_URL: 'smtp://x' }),
      /PAYMENT_PROVIDER=cashfree/,
    );
    const allowed = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 's',
      ALLOW_DEV_SERVICES_IN_PRODUCTION: 'true',
    });
    assert.equal(allowed.isProduction, true);
  });

  it('explains invalid values', () => {
    assert.throws(() => loadConfig({ API_PORT: 'eighty' }), /API_PORT/);
    assert.throws(() => loadConfig({ PAYMENT_PROVIDER: 'cashfree' }), /CASHFREE_CLIENT_ID/);
  });
});
