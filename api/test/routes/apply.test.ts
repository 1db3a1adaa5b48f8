import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { countRows, insertOpening } from '../helpers/openings';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

describe('apply with credits', () => {
  let test: TestApp;
  let user: TestUser;
  let other: TestUser;
  let admin: TestUser;

  before(async () => {
    test = await createTestApp({ SIGNUP_CREDITS: '2' });
    user = await signUp(test.app, 'applicant@example.com');
    other = await signUp(test.app, 'someone-else@example.com');
    admin = await signUp(test.app, 'admin@example.com');
  });
  after(() => test.close());

  const jobLink = (id: number, cookie?: string, payload?: unknown) =>
    test.app.inject({
      method: 'PATCH',
      url: `/v1/referrals/job-link/${id}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const credits = async (who: TestUser) =>
    (
      await test.app.inject({
        method: 'GET',
        url: `/v1/referrals/user/${who.id}`,
        headers: { cookie: who.cookie },
      })
    ).json().user.credits as number;

  it('spends one credit for a new opening, none when opened again, and asks for a recharge at zero', async () => {
    const first = await insertOpening(test.app, { link: 'https://jobs.example.com/one' });
    const second = await insertOpening(test.app, { link: 'https://jobs.example.com/two' });
    const third = await insertOpening(test.app, { link: 'https://jobs.example.com/three' });

    assert.deepEqual((await jobLink(first, user.cookie, { user_id: user.id })).json(), {
      link: 'https://jobs.example.com/one',
      recharge_needed: false,
    });
    assert.equal(await credits(user), 1);
    assert.deepEqual((await jobLink(first, user.cookie)).json(), {
      link: 'https://jobs.example.com/one',
      recharge_needed: false,
    });
    assert.equal(await credits(user), 1);
    assert.equal((await jobLink(second, user.cookie)).json().recharge_needed, false);
    assert.equal(await credits(user), 0);
    assert.deepEqual((await jobLink(third, user.cookie)).json(), { link: null, recharge_needed: true });
    // Already unlocked openings stay free at zero credits.
    assert.equal((await jobLink(first, user.cookie)).json().link, 'https://jobs.example.com/one');
    assert.equal(await countRows(test.app, 'job_unlocks'), 2);
  });

  it('authorization: anonymous 401, another user_id 403 (even for the administrator), drafts 404', async () => {
    const opening = await insertOpening(test.app);
    const draft = await insertOpening(test.app, { status: 'draft' });
    assert.equal((await jobLink(opening)).statusCode, 401);
    assert.equal((await jobLink(opening, other.cookie, { user_id: user.id })).statusCode, 403);
    assert.equal((await jobLink(opening, admin.cookie, { user_id: user.id })).statusCode, 403);
    assert.equal((await jobLink(opening, admin.cookie)).statusCode, 200);
    assert.equal((await jobLink(draft, other.cookie)).statusCode, 404);
    assert.equal((await jobLink(999_999, other.cookie)).statusCode, 404);
    assert.equal((await jobLink(0, other.cookie)).statusCode, 400);
  });

  it('referral-request stores the apply form for an unlocked opening', async () => {
    const opening = await insertOpening(test.app, { title: 'Platform Engineer', company_name: 'Uber' });
    const send = (payload: unknown, cookie?: string) =>
      test.app.inject({
        method: 'POST',
        url: '/v1/referrals/referral-request',
        payload: payload as object,
        headers: cookie ? { cookie } : {},
      });
    const form = {
      job_id: opening,
      resume_link: 'https://drive.example.com/cv.pdf',
      notes: 'Available in June',
    };
    assert.equal((await send(form)).statusCode, 401);
    const locked = await send(form, other.cookie);
    assert.equal(locked.statusCode, 403);
    assert.match(locked.json().message, /Unlock this job opening/);
    await jobLink(opening, other.cookie);
    for (const resume_link of [undefined, '', '   ']) {
      const response = await send({ ...form, resume_link }, other.cookie);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: 'Resume link is a mandatory!' });
    }
    assert.equal(
      (await send({ ...form, resume_link: 'javascript:alert(1)' }, other.cookie)).json().message,
      'The link must be a full http(s) address.',
    );
    assert.equal((await send({ ...form, user_id: user.id }, other.cookie)).statusCode, 403);
    const saved = await send(form, other.cookie);
    assert.equal(saved.statusCode, 200);
    assert.equal(saved.json().success, true);
    assert.deepEqual(
      { ...saved.json().referral_request, id: 0, created_at: '' },
      {
        id: 0,
        job_id: opening,
        title: 'Platform Engineer',
        company_name: 'Uber',
        resume_link: form.resume_link,
        notes: form.notes,
        status: 'pending',
        created_at: '',
      },
    );
    assert.equal((await send(form, other.cookie)).statusCode, 409);

    const mine = await test.app.inject({
      method: 'GET',
      url: '/v1/referrals/my-referrals',
      headers: { cookie: other.cookie },
    });
    assert.equal(mine.statusCode, 200);
    const body = mine.json();
    assert.ok(
      body.unlocked_openings.some((item: { job_id: number; link: string }) => item.job_id === opening),
    );
    assert.equal(body.referral_requests.length, 1);
    assert.equal(body.referral_requests[0].job_id, opening);
    const theirs = await test.app.inject({
      method: 'GET',
      url: '/v1/referrals/my-referrals',
      headers: { cookie: user.cookie },
    });
    assert.equal(theirs.json().referral_requests.length, 0);
    assert.equal(
      (await test.app.inject({ method: 'GET', url: '/v1/referrals/my-referrals' })).statusCode,
      401,
    );
  });
});
