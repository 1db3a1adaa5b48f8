// Issue 32, item 3: the profile remembers the last resume link sent with a referral request, and the
// notes only when the member ticks "remember"; both come back with the account and change in Settings.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertOpening } from '../helpers/openings';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

const SETTINGS = {
  yoe: 1,
  domains_interested_in: ['Frontend'],
  locations_open_to: ['Pune'],
  current_organization: 'College',
};

describe('the remembered resume link', () => {
  let test: TestApp;
  let user: TestUser;

  before(async () => {
    test = await createTestApp({ SIGNUP_CREDITS: '5' });
    user = await signUp(test.app, 'resume@example.com');
  });
  after(() => test.close());

  const profile = async () =>
    (
      await test.app.inject({
        method: 'GET',
        url: `/v1/referrals/user/${user.id}`,
        headers: { cookie: user.cookie },
      })
    ).json().user.settings as { resume_link: string; apply_notes: string };

  async function requestReferral(payload: Record<string, unknown>) {
    const jobId = await insertOpening(test.app);
    const unlocked = await test.app.inject({
      method: 'PATCH',
      url: `/v1/referrals/job-link/${jobId}`,
      headers: { cookie: user.cookie },
    });
    assert.equal(unlocked.statusCode, 200, unlocked.body);
    return test.app.inject({
      method: 'POST',
      url: '/v1/referrals/referral-request',
      headers: { cookie: user.cookie },
      payload: { job_id: jobId, ...payload },
    });
  }

  const saveSettings = (extra: Record<string, unknown>) =>
    test.app.inject({
      method: 'PATCH',
      url: `/v1/referrals/user/${user.email}`,
      headers: { cookie: user.cookie },
      payload: { settings: { ...SETTINGS, ...extra } },
    });

  it('starts empty, keeps the last link sent, and the notes only when asked to', async () => {
    assert.deepEqual(await profile(), { ...(await profile()), resume_link: '', apply_notes: '' });

    const first = await requestReferral({ resume_link: 'https://drive.example.com/cv-1', notes: 'Fresher' });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal((await profile()).resume_link, 'https://drive.example.com/cv-1');
    assert.equal((await profile()).apply_notes, '');

    const second = await requestReferral({
      resume_link: 'https://drive.example.com/cv-2',
      notes: 'Open to Pune',
      remember_notes: true,
    });
    assert.equal(second.statusCode, 200, second.body);
    const remembered = await profile();
    assert.equal(remembered.resume_link, 'https://drive.example.com/cv-2');
    assert.equal(remembered.apply_notes, 'Open to Pune');
  });

  it('a refused request remembers nothing', async () => {
    const before = await profile();
    const refused = await requestReferral({ resume_link: 'not a link', notes: 'x', remember_notes: true });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(await profile(), before);
  });

  it('Settings change or forget the link; a save without it keeps it; a bad link is a 400', async () => {
    assert.equal((await saveSettings({})).statusCode, 200);
    assert.equal((await profile()).resume_link, 'https://drive.example.com/cv-2');

    const changed = await saveSettings({ resume_link: 'https://dropbox.example.com/cv', apply_notes: '' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().user.settings.resume_link, 'https://dropbox.example.com/cv');
    assert.equal(changed.json().user.settings.apply_notes, '');

    const bad = await saveSettings({ resume_link: 'javascript:alert(1)' });
    assert.equal(bad.statusCode, 400);
    assert.equal((await profile()).resume_link, 'https://dropbox.example.com/cv');

    assert.equal((await saveSettings({ resume_link: '' })).statusCode, 200);
    assert.equal((await profile()).resume_link, '');
  });
});
