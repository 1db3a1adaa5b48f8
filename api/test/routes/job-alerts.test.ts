import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createUnsubscribeToken } from '../../src/features/job-alerts/unsubscribe-token';
import { insertOpening } from '../helpers/openings';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

type Mail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

const BACKEND_IN_BENGALURU = {
  yoe: 2,
  domains_interested_in: ['Backend'],
  locations_open_to: ['Bengaluru'],
  current_organization: 'Acme',
};
const DAY_MS = 24 * 60 * 60 * 1000;
const pause = () => new Promise((resolve) => setTimeout(resolve, 3));

describe('job alerts', () => {
  let test: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let dave: TestUser;
  let approvedDraft: number;
  let oldNews: number;
  let frontend: number;
  const fresh: number[] = [];

  const outbox = async (email: string): Promise<Mail[]> =>
    (await test.app.inject({ method: 'GET', url: `/v1/dev/outbox?email=${encodeURIComponent(email)}` }))
      .json<{
        messages: Mail[];
      }>()
      .messages.filter((message) => !/\b\d{4}\b/.test(message.subject) && !message.text.includes('code'));
  const digests = async (email: string) =>
    (await outbox(email)).filter((message) => /match(es)? your preferences/.test(message.subject));
  const saveSettings = (user: TestUser, settings: Record<string, unknown>) =>
    test.app.inject({
      method: 'PATCH',
      url: `/v1/referrals/user/${user.email}`,
      headers: { cookie: user.cookie },
      payload: { settings },
    });
  const alertsOf = async (user: TestUser) =>
    (
      await test.app.inject({
        method: 'GET',
        url: `/v1/referrals/user/${user.email}`,
        headers: { cookie: user.cookie },
      })
    ).json().user.settings.job_alerts;
  const runNow = () => test.app.inject({ method: 'POST', url: '/v1/dev/run-job-alerts' });

  before(async () => {
    test = await createTestApp();
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS).toISOString();
    // A draft written before anyone signed up, approved after: it counts from its approval.
    const draft = await insertOpening(test.app, {
      title: 'Backend Engineer (approved today)',
      status: 'draft',
      created_at: twoDaysAgo,
    });
    oldNews = await insertOpening(test.app, { title: 'Backend Engineer (old)', created_at: twoDaysAgo });
    admin = await signUp(test.app, 'admin@example.com');
    alice = await signUp(test.app, 'alice@example.com');
    bob = await signUp(test.app, 'bob@example.com');
    await signUp(test.app, 'carol@example.com');
    dave = await signUp(test.app, 'dave@example.com');
    assert.equal((await saveSettings(alice, BACKEND_IN_BENGALURU)).statusCode, 200);
    await saveSettings(bob, {
      ...BACKEND_IN_BENGALURU,
      domains_interested_in: ['iOS'],
      locations_open_to: ['Chennai'],
    });
    await saveSettings(dave, { ...BACKEND_IN_BENGALURU, job_alerts: 'off' });
    await pause();
    for (let index = 0; index < 11; index += 1) {
      fresh.push(
        await insertOpening(test.app, {
          title: `Senior Backend Engineer ${index}`,
          created_at: new Date().toISOString(),
        }),
      );
      await pause();
    }
    frontend = await insertOpening(test.app, {
      title: 'Frontend Engineer',
      skills: ['react'],
      created_at: new Date().toISOString(),
    });
    const approve = await test.app.inject({
      method: 'PATCH',
      url: `/v1/referrals/job-opening/${draft}`,
      headers: { cookie: admin.cookie },
      payload: { meta_data: { status: 'published' } },
    });
    assert.equal(approve.statusCode, 200, approve.body);
    approvedDraft = draft;
  });
  after(async () => test.close());

  it('stores the e-mail choice with the settings: daily by default, off on request, refused otherwise', async () => {
    assert.equal(await alertsOf(alice), 'daily');
    assert.equal(await alertsOf(dave), 'off');
    const weekly = await saveSettings(bob, { ...BACKEND_IN_BENGALURU, job_alerts: 'weekly' });
    assert.equal(weekly.statusCode, 400);
    assert.equal(weekly.json().message, "job_alerts must be 'daily' or 'off'.");
    // Saving settings without the field keeps the choice.
    await saveSettings(dave, BACKEND_IN_BENGALURU);
    assert.equal(await alertsOf(dave), 'off');
  });

  it('sends one digest of at most ten matching openings, newest first, as real mail', async () => {
    const run = await runNow();
    assert.equal(run.statusCode, 200);
    assert.deepEqual(run.json(), { checked: 2, sent: 1 });

    const [digest, ...more] = await digests(alice.email);
    assert.ok(digest, 'alice got a digest');
    assert.equal(more.length, 0);
    assert.equal(digest.subject, '10 new openings match your preferences');
    assert.match(digest.from, /^ReferralHub </);
    const linked = [...digest.text.matchAll(/http:\/\/localhost:3000\/job-opening\?id=(\d+)/g)].map((match) =>
      Number(match[1]),
    );
    // Newest first: the approval just now, then the ten newest fresh openings.
    assert.deepEqual(linked, [approvedDraft, ...[...fresh].reverse().slice(0, 9)]);
    assert.ok(!linked.includes(oldNews) && !linked.includes(frontend));
    assert.match(digest.text, /Senior Backend Engineer 10\n {2}Google · Bengaluru · Full-time · 2\+ years\n/);
    assert.match(digest.text, /Settings: http:\/\/localhost:3000\/settings/);
    assert.match(
      digest.text,
      /one click: http:\/\/localhost:4000\/v1\/referrals\/job-alerts\/unsubscribe\?token=/,
    );
    assert.ok(digest.html?.includes(`<a href="http://localhost:3000/job-opening?id=${approvedDraft}"`));
    assert.ok(digest.html?.includes('Unsubscribe from job alerts'));
    assert.match(
      digest.headers?.['List-Unsubscribe'] ?? '',
      /^<http:\/\/localhost:4000\/v1\/referrals\/job-alerts\/unsubscribe\?token=/,
    );
    assert.equal(digest.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');

    assert.deepEqual(await digests(bob.email), [], 'nothing matched: no mail');
    assert.deepEqual(await digests('carol@example.com'), [], 'no settings: no mail');
    assert.deepEqual(await digests(dave.email), [], 'alerts off: no mail');
  });

  it('sends no second digest the same day', async () => {
    await insertOpening(test.app, {
      title: 'Backend Engineer (later today)',
      created_at: new Date().toISOString(),
    });
    const again = await runNow();
    assert.deepEqual(again.json(), { checked: 1, sent: 0 });
    assert.equal((await digests(alice.email)).length, 1);
  });

  it('the next day covers only what was published since the last digest', async () => {
    const tomorrow = new Date(Date.now() + DAY_MS);
    const result = await test.app.jobAlerts.run({ now: tomorrow, ignoreSendingHour: true });
    assert.equal(result.sent, 1);
    const [newest] = await digests(alice.email);
    assert.equal(newest?.subject, '1 new opening matches your preferences');
    assert.match(newest?.text ?? '', /Backend Engineer \(later today\)/);
  });

  it('the scheduled run waits for 09:00 in India', async () => {
    const early = new Date(Date.now() + 2 * DAY_MS);
    early.setUTCHours(3, 0, 0, 0); // 08:30 IST
    assert.deepEqual(await test.app.jobAlerts.run({ now: early }), { checked: 0, sent: 0 });
  });

  it('unsubscribes with one click and no session; forged and expired links are refused', async () => {
    const [digest] = await digests(alice.email);
    const link = digest!.text.match(
      /http:\/\/localhost:4000(\/v1\/referrals\/job-alerts\/unsubscribe\?token=\S+)/,
    )![1]!;
    const token = new URL(`http://x${link}`).searchParams.get('token')!;

    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`;
    const otherKey = await createUnsubscribeToken('not-the-server-secret', alice.id);
    const expired = await createUnsubscribeToken(
      test.app.config.AUTH_SECRET,
      alice.id,
      new Date(Date.now() - 31 * DAY_MS),
    );
    for (const [bad, message] of [
      [tampered, 'This unsubscribe link is not valid.'],
      [otherKey, 'This unsubscribe link is not valid.'],
      [expired, 'This unsubscribe link has expired.'],
    ] as const) {
      const refused = await test.app.inject({
        method: 'GET',
        url: `/v1/referrals/job-alerts/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      assert.equal(refused.statusCode, 400);
      assert.ok(refused.body.includes(message), refused.body);
    }
    const missing = await test.app.inject({ method: 'GET', url: '/v1/referrals/job-alerts/unsubscribe' });
    assert.equal(missing.statusCode, 400);
    assert.equal(await alertsOf(alice), 'daily');

    // The link (what a mail client's link scanner follows too) only shows a page with a button.
    const shown = await test.app.inject({ method: 'GET', url: link });
    assert.equal(shown.statusCode, 200);
    assert.match(String(shown.headers['content-type']), /text\/html/);
    assert.match(shown.body, /<form method="post" action="\?token=[^"]+">/);
    assert.match(shown.body, /<button type="submit"[^>]*>Unsubscribe<\/button>/);
    assert.equal(await alertsOf(alice), 'daily', 'a GET changes nothing');

    // The button posts the form back to the same address.
    const done = await test.app.inject({
      method: 'POST',
      url: link,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(done.statusCode, 200);
    assert.match(String(done.headers['content-type']), /text\/html/);
    assert.ok(done.body.includes('You are unsubscribed'));
    assert.ok(done.body.includes('href="http://localhost:3000/settings"'));
    assert.equal(await alertsOf(alice), 'off');

    await insertOpening(test.app, {
      title: 'Backend Engineer (after unsubscribing)',
      created_at: new Date().toISOString(),
    });
    const later = await test.app.jobAlerts.run({
      now: new Date(Date.now() + 3 * DAY_MS),
      ignoreSendingHour: true,
    });
    assert.equal(later.sent, 0);
  });

  it('the run-now route exists only with the development mailer', async () => {
    const withSmtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const response = await withSmtp.app.inject({ method: 'POST', url: '/v1/dev/run-job-alerts' });
      assert.equal(response.statusCode, 404);
    } finally {
      await withSmtp.close();
    }
  });

  it('a link stops working once alerts were turned on again after it was issued', async () => {
    const oneClick = (token: string) =>
      test.app.inject({
        method: 'POST',
        url: `/v1/referrals/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const user = await signUp(test.app, 'erin@example.com');
    const oldLink = await createUnsubscribeToken(test.app.config.AUTH_SECRET, user.id);
    assert.equal((await oneClick(oldLink)).statusCode, 200);
    assert.equal(await alertsOf(user), 'off');
    assert.equal((await oneClick(oldLink)).statusCode, 200, 'again while off: still done');

    await saveSettings(user, { ...BACKEND_IN_BENGALURU, job_alerts: 'daily' });
    assert.equal(await alertsOf(user), 'daily');
    for (const method of ['GET', 'POST'] as const) {
      const refused =
        method === 'POST'
          ? await oneClick(oldLink)
          : await test.app.inject({
              method,
              url: `/v1/referrals/job-alerts/unsubscribe?token=${encodeURIComponent(oldLink)}`,
            });
      assert.equal(refused.statusCode, 400, `${method}: ${refused.body}`);
      assert.match(refused.body, /turned on again after it was sent/);
    }
    assert.equal(await alertsOf(user), 'daily', 'the old link no longer speaks for them');

    const newLink = await createUnsubscribeToken(test.app.config.AUTH_SECRET, user.id);
    assert.equal((await oneClick(newLink)).statusCode, 200);
    assert.equal(await alertsOf(user), 'off');
  });

  it('mail clients can unsubscribe with a POST to the same link (RFC 8058)', async () => {
    const token = await createUnsubscribeToken(test.app.config.AUTH_SECRET, bob.id);
    const response = await test.app.inject({
      method: 'POST',
      url: `/v1/referrals/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(await alertsOf(bob), 'off');
  });
});
