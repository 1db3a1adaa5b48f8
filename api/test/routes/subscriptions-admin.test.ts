import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createProblem, evaluateCode } from '../practice/practice-fixtures';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Subscription = {
  id: number;
  email: string;
  start_date: string;
  end_date: string;
  status: string;
  has_account: boolean;
};

describe('subscriptions (administrator): create with a no-account warning, list, extend, cancel', () => {
  let test: TestApp;
  let admin: TestUser;

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off', FREE_EVALUATIONS_PER_DAY: '1' });
    admin = await signUp(test.app, 'admin@example.com');
    // An account for the "known e-mail" case.
    await signUp(test.app, 'learner@example.com');
  });
  after(() => test.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    test.app.inject({
      method,
      url: `/v1/referrals/${url}`,
      headers: { cookie: admin.cookie },
      ...(payload ? { payload } : {}),
    });

  const create = (email: string, start: string, end: string) =>
    call('POST', 'subscription', { email, start_date: start, end_date: end });

  async function listed(query = ''): Promise<Subscription[]> {
    const response = await call('GET', `subscriptions${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().results;
  }

  it('warns when no account uses the e-mail, and says nothing when one does', async () => {
    const pending = await create('Future.Learner@example.com', day(0), day(30));
    assert.equal(pending.statusCode, 200);
    assert.deepEqual(pending.json(), {
      success: true,
      message: 'Subscription created successfully.',
      warning:
        'No account uses future.learner@example.com yet: the subscription is saved and applies as soon as someone signs up with this e-mail. Check the address for typos.',
    });
    const known = await create('learner@example.com', day(-10), day(10));
    assert.deepEqual(known.json(), { success: true, message: 'Subscription created successfully.' });

    const [row] = await listed('?email=future.learner');
    assert.equal(row?.has_account, false);
    await signUp(test.app, 'future.learner@example.com');
    const [after] = await listed('?email=future.learner');
    assert.equal(after?.has_account, true);
  });

  it('lists active, upcoming and expired subscriptions with e-mail, start and end, filtered by status', async () => {
    await create('upcoming@example.com', day(5), day(40));
    await create('expired@example.com', day(-40), day(-5));
    const everything = await listed();
    const byEmail = new Map(everything.map((row) => [row.email, row]));
    assert.equal(byEmail.get('upcoming@example.com')?.status, 'upcoming');
    assert.equal(byEmail.get('expired@example.com')?.status, 'expired');
    assert.equal(byEmail.get('learner@example.com')?.status, 'active');
    assert.equal(byEmail.get('expired@example.com')?.start_date, day(-40));
    assert.equal(byEmail.get('expired@example.com')?.end_date, day(-5));
    for (const status of ['active', 'upcoming', 'expired']) {
      const rows = await listed(`?status=${status}`);
      assert.ok(rows.length > 0, status);
      assert.ok(
        rows.every((row) => row.status === status),
        status,
      );
    }
    assert.deepEqual(await listed('?email=%25'), [], 'a % in the search is literal');
  });

  it('extends the end date (later only) and cancels with the subscription kept as a record', async () => {
    await create('extend.me@example.com', day(-1), day(3));
    const [row] = await listed('?email=extend.me');
    const extended = await call('PATCH', `subscription/${row!.id}`, { end_date: day(60) });
    assert.equal(extended.statusCode, 200);
    assert.deepEqual(extended.json(), { success: true, message: `Subscription extended to ${day(60)}.` });
    assert.equal((await listed('?email=extend.me'))[0]?.end_date, day(60));

    const earlier = await call('PATCH', `subscription/${row!.id}`, { end_date: day(10) });
    assert.equal(earlier.statusCode, 409);
    assert.equal(earlier.json().message, 'The new end date must be after the current end date.');

    const cancelled = await call('POST', `subscription/${row!.id}/cancel`);
    assert.deepEqual(cancelled.json(), { success: true, message: 'Subscription cancelled.' });
    const [kept] = await listed('?email=extend.me');
    assert.equal(kept?.status, 'cancelled');
    assert.equal(kept?.end_date, day(60));
    const again = await call('POST', `subscription/${row!.id}/cancel`);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'This subscription is cancelled.');
    const extendCancelled = await call('PATCH', `subscription/${row!.id}`, { end_date: day(90) });
    assert.equal(extendCancelled.statusCode, 409);

    const [expired] = await listed('?email=expired@');
    const cancelExpired = await call('POST', `subscription/${expired!.id}/cancel`);
    assert.equal(cancelExpired.statusCode, 409);
    assert.equal(cancelExpired.json().message, 'This subscription has already ended.');
  });

  it('a cancelled subscription no longer lifts the daily evaluation limit', async () => {
    const subscriber = await signUp(test.app, 'subscriber@example.com');
    await create('subscriber@example.com', day(-1), day(30));
    const problemId = await createProblem(test.app, admin);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await evaluateCode(test.app, subscriber, { problem_id: problemId, id: randomUUID() });
      assert.equal(response.json().limit_reached, false, `subscribed attempt ${attempt}`);
    }
    const [row] = await listed('?email=subscriber@');
    await call('POST', `subscription/${row!.id}/cancel`);
    const limited = await evaluateCode(test.app, subscriber, { problem_id: problemId });
    assert.equal(limited.json().limit_reached, true);
  });

  it('validates every field and id', async () => {
    const [row] = await listed('?email=learner@');
    const cases: Array<[string, 'GET' | 'POST' | 'PATCH', string, object | undefined, number, string]> = [
      [
        'bad status',
        'GET',
        'subscriptions?status=paused',
        undefined,
        400,
        'status must be all, active, upcoming, expired or cancelled.',
      ],
      ['bad page', 'GET', 'subscriptions?page=0', undefined, 400, 'page must be a whole number from 1.'],
      [
        'long email',
        'GET',
        `subscriptions?email=${'x'.repeat(255)}`,
        undefined,
        400,
        'email must be at most 254 characters.',
      ],
      [
        'no end date',
        'PATCH',
        `subscription/${row!.id}`,
        {},
        400,
        'The new end date is mandatory (YYYY-MM-DD).',
      ],
      [
        'bad end date',
        'PATCH',
        `subscription/${row!.id}`,
        { end_date: '31/12/2030' },
        400,
        'The new end date is mandatory (YYYY-MM-DD).',
      ],
      [
        'impossible end date',
        'PATCH',
        `subscription/${row!.id}`,
        { end_date: '2030-02-30' },
        400,
        'The date does not exist.',
      ],
      [
        'bad id',
        'PATCH',
        'subscription/abc',
        { end_date: day(90) },
        400,
        'The subscription id must be a number.',
      ],
      [
        'unknown id',
        'PATCH',
        'subscription/999999',
        { end_date: day(90) },
        404,
        'This subscription does not exist.',
      ],
      [
        'unknown id (cancel)',
        'POST',
        'subscription/999999/cancel',
        undefined,
        404,
        'This subscription does not exist.',
      ],
    ];
    for (const [name, method, url, payload, status, message] of cases) {
      const response = await call(method, url, payload);
      assert.equal(response.statusCode, status, name);
      assert.equal(response.json().message, message, name);
    }
  });
});
