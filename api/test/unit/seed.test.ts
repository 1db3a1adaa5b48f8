import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SEED_OPENINGS, SEED_SIGN_UPS, seedDatabase } from '../../src/db/seed';
import { generateSignUps } from '../../src/db/seed/activity';
import { countRows } from '../helpers/openings';
import { createTestApp, logIn, type TestApp } from '../helpers/test-app';

describe('the seed of a fresh install', () => {
  let test: TestApp;
  const now = new Date('2026-11-20T12:00:00Z');

  before(async () => {
    test = await createTestApp();
  });
  after(() => test.close());

  it('creates the accounts, openings and back-dated activity once, and nothing on a second run', async () => {
    const first = await seedDatabase(test.app.db, test.app.config, { now });
    assert.equal(first.openings, SEED_OPENINGS);
    assert.equal(first.signUps, SEED_SIGN_UPS);
    assert.ok(first.accounts >= 2, 'the administrator and statistics accounts');
    const second = await seedDatabase(test.app.db, test.app.config, { now });
    assert.deepEqual(
      { openings: second.openings, signUps: second.signUps, accounts: second.accounts },
      {
        openings: 0,
        signUps: 0,
        accounts: 0,
      },
    );
    assert.equal(await countRows(test.app, 'users'), SEED_SIGN_UPS + first.accounts);
  });

  it('gives the statistics screen sign-ups, paid orders and referral codes to show', async () => {
    const stats = await logIn(test.app, 'stats@example.com');
    const response = await test.app.inject({
      method: 'GET',
      url: '/v1/referrals/stats',
      headers: { cookie: stats.cookie },
    });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    const expected = generateSignUps(SEED_SIGN_UPS, { now });
    const purchases = expected.filter((signUp) => signUp.purchase).length;
    assert.ok(purchases > 10, 'about one job seeker in six buys a pack');
    assert.equal(body.total_payments, purchases);
    assert.ok(body.user_sign_ups_per_day.length > 20, 'sign-ups spread over many days');
    assert.equal(
      Object.values(body.referral_stats as Record<string, number>).reduce((sum, count) => sum + count, 0),
      expected.filter((signUp) => signUp.referral_code !== '').length,
    );
  });

  it('is deterministic and stays inside the last 60 days', () => {
    const a = generateSignUps(50, { now, seed: 7 });
    assert.deepEqual(a, generateSignUps(50, { now, seed: 7 }));
    for (const signUp of a) {
      assert.ok(signUp.created_at <= now && now.getTime() - signUp.created_at.getTime() <= 60 * 86_400_000);
      if (signUp.purchase) assert.ok(signUp.purchase.paid_at >= signUp.created_at);
    }
  });
});
