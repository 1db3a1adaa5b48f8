import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertOpening } from '../helpers/openings';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { pollUntil } from '../helpers/wait-for';

type Actor = 'anonymous' | 'user' | 'admin';

describe('administrator review of referral requests', () => {
  let test: TestApp;
  let seeker: TestUser;
  let otherSeeker: TestUser;
  let admin: TestUser;
  const requestIds: number[] = [];

  const call = (method: 'GET' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    test.app.inject({
      method,
      url: `/v1/referrals/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  async function apply(user: TestUser, jobId: number) {
    await call('PATCH', `job-link/${jobId}`, user.cookie);
    const response = await test.app.inject({
      method: 'POST',
      url: '/v1/referrals/referral-request',
      headers: { cookie: user.cookie },
      payload: {
        job_id: jobId,
        resume_link: `https://cv.example.com/${user.email}`,
        notes: 'Available from June',
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().referral_request.id as number;
  }

  async function outbox(email: string): Promise<Array<{ subject: string; text: string }>> {
    const response = await test.app.inject({
      method: 'GET',
      url: `/v1/dev/outbox?email=${encodeURIComponent(email)}`,
    });
    return response.json().messages;
  }

  before(async () => {
    test = await createTestApp({ SIGNUP_CREDITS: '10' });
    seeker = await signUp(test.app, 'seeker@example.com');
    otherSeeker = await signUp(test.app, 'second@example.com');
    admin = await signUp(test.app, 'admin@example.com');
    const first = await insertOpening(test.app, { title: 'Data Engineer', company_name: 'Swiggy' });
    const second = await insertOpening(test.app, { title: 'SDE II', company_name: 'Atlassian' });
    const third = await insertOpening(test.app, { title: 'iOS Engineer', company_name: 'Uber' });
    requestIds.push(await apply(seeker, first), await apply(seeker, second), await apply(otherSeeker, third));
  });
  after(() => test.close());

  it('is for the administrator only', async () => {
    const expectations: Record<Actor, [number, number]> = {
      anonymous: [401, 401],
      user: [403, 403],
      admin: [200, 404],
    };
    for (const [actor, [listStatus, patchStatus]] of Object.entries(expectations) as Array<
      [Actor, [number, number]]
    >) {
      const cookie = actor === 'admin' ? admin.cookie : actor === 'user' ? seeker.cookie : undefined;
      assert.equal((await call('GET', 'referral-requests', cookie)).statusCode, listStatus, `${actor} list`);
      const patch = await call('PATCH', 'referral-requests/999999', cookie, { status: 'referred' });
      assert.equal(patch.statusCode, patchStatus, `${actor} patch`);
    }
  });

  it('lists every request newest first with the job seeker and the opening', async () => {
    const response = await call('GET', 'referral-requests', admin.cookie);
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.equal(data.current_page, 1);
    assert.equal(data.next_page, undefined);
    assert.deepEqual(
      data.results.map((row: { id: number }) => row.id),
      [...requestIds].reverse(),
    );
    const newest = data.results[0];
    assert.equal(newest.user_email, 'second@example.com');
    assert.equal(newest.title, 'iOS Engineer');
    assert.equal(newest.company_name, 'Uber');
    assert.equal(newest.status, 'pending');
    assert.equal(newest.notes, 'Available from June');
    assert.match(newest.job_link, /^https:\/\//);
    assert.ok(!Number.isNaN(Date.parse(newest.created_at)));
  });

  it('pages with next_page cursors', async () => {
    const first = (await call('GET', 'referral-requests?page_size=2', admin.cookie)).json().data;
    assert.equal(first.results.length, 2);
    assert.ok(first.next_page);
    const second = (
      await call('GET', `referral-requests?page_size=2&page=${first.next_page}`, admin.cookie)
    ).json().data;
    assert.equal(second.current_page, 2);
    assert.deepEqual(
      second.results.map((row: { id: number }) => row.id),
      [requestIds[0]],
    );
    assert.equal(second.next_page, undefined);
  });

  it('refers a request, mails the job seeker and filters by status', async () => {
    const id = requestIds[1]!;
    const response = await call('PATCH', `referral-requests/${id}`, admin.cookie, { status: 'referred' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().referral_request.status, 'referred');

    const mails = await pollUntil(
      async () => (await outbox('seeker@example.com')).filter((mail) => mail.subject.includes('referred')),
      (referred) => referred.length > 0,
      { timeoutMs: 2_000, intervalMs: 20 },
    );
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.subject, /SDE II at Atlassian/);

    const referred = (await call('GET', 'referral-requests?status=referred', admin.cookie)).json().data
      .results;
    assert.deepEqual(
      referred.map((row: { id: number }) => row.id),
      [id],
    );
    const pending = (await call('GET', 'referral-requests?status=pending', admin.cookie)).json().data.results;
    assert.deepEqual(
      pending.map((row: { id: number }) => row.id).sort(),
      [requestIds[0], requestIds[2]].sort(),
    );
  });

  it('declines a request once and refuses a second decision', async () => {
    const id = requestIds[2]!;
    const declined = await call('PATCH', `referral-requests/${id}`, admin.cookie, { status: 'declined' });
    assert.equal(declined.statusCode, 200);
    const again = await call('PATCH', `referral-requests/${id}`, admin.cookie, { status: 'referred' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Only a pending referral request can be referred or declined.');
    const mails = await pollUntil(
      () => outbox('second@example.com'),
      (sent) => sent.length > 1,
      {
        timeoutMs: 2_000,
        intervalMs: 20,
      },
    );
    assert.ok(mails.some((mail) => mail.subject === 'Update on your referral request: iOS Engineer at Uber'));
  });

  it('answers bad input with a readable 400', async () => {
    const cases: Array<[string, 'GET' | 'PATCH', object | undefined, string]> = [
      [
        'referral-requests?status=lost',
        'GET',
        undefined,
        "status must be 'pending', 'referred' or 'declined'.",
      ],
      ['referral-requests?page_size=0', 'GET', undefined, 'page_size must be a number from 1 to 100.'],
      ['referral-requests?page=2', 'GET', undefined, 'Follow next_page for the pages after the first.'],
      [
        'referral-requests?page=garbage',
        'GET',
        undefined,
        'The page cursor is not valid: start again from page 1.',
      ],
      [
        `referral-requests/${requestIds[0]}`,
        'PATCH',
        { status: 'pending' },
        "status must be 'referred' or 'declined'.",
      ],
      [`referral-requests/${requestIds[0]}`, 'PATCH', {}, "status must be 'referred' or 'declined'."],
      ['referral-requests/abc', 'PATCH', { status: 'referred' }, 'The referral request id must be a number.'],
    ];
    for (const [url, method, payload, message] of cases) {
      const response = await call(method, url, admin.cookie, payload);
      assert.equal(response.statusCode, 400, `${method} ${url}: ${response.body}`);
      assert.equal(response.json().message, message, url);
    }
  });
});
