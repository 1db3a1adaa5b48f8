// Issue 32, item 4: the welcome after sign-up saves whatever was answered, and the alerts choice.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

describe('the first-visit welcome', () => {
  let test: TestApp;
  let user: TestUser;

  before(async () => {
    test = await createTestApp();
    user = await signUp(test.app, 'fresher@example.com');
  });
  after(() => test.close());

  const answer = (payload: unknown, cookie: string | undefined = user.cookie) =>
    test.app.inject({
      method: 'PATCH',
      url: '/v1/referrals/onboarding',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  it('Skip saves only the alerts choice: off', async () => {
    const skipped = await answer({ job_alerts: 'off' });
    assert.equal(skipped.statusCode, 200, skipped.body);
    const { settings } = skipped.json().user;
    assert.equal(settings.job_alerts, 'off');
    assert.equal(settings.yoe, null);
    assert.deepEqual(settings.domains_interested_in, []);
  });

  it('saves the answers given and leaves the rest as it was', async () => {
    const saved = await answer({ yoe: 0, locations_open_to: ['Pune', 'Pune'], job_alerts: 'daily' });
    assert.equal(saved.statusCode, 200, saved.body);
    const { settings } = saved.json().user;
    assert.equal(settings.yoe, 0);
    assert.deepEqual(settings.locations_open_to, ['Pune']);
    assert.deepEqual(settings.domains_interested_in, []);
    assert.equal(settings.job_alerts, 'daily');
  });

  it('refuses bad answers with a 400 and visitors with a 401', async () => {
    assert.equal((await answer({ yoe: 11, job_alerts: 'off' })).statusCode, 400);
    assert.equal((await answer({ job_alerts: 'weekly' })).statusCode, 400);
    assert.equal((await answer({ yoe: 1 })).statusCode, 400, 'the alerts choice is always said');
    assert.equal((await answer({ job_alerts: 'off' }, '')).statusCode, 401);
  });
});
