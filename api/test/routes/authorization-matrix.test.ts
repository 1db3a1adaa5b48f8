import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertOpening } from '../helpers/openings';
import { problemBody } from '../practice/practice-fixtures';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

type Actor = 'anonymous' | 'user' | 'other' | 'admin';
type Call = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; payload?: object };
type Row = { name: string; call: () => Call; expect: Record<Actor, number> };

const everyone = (status: number): Record<Actor, number> => ({
  anonymous: status,
  user: status,
  other: status,
  admin: status,
});
const ownerOnly = { anonymous: 401, user: 200, other: 403, admin: 403 };
const adminOnly = { anonymous: 401, user: 403, other: 403, admin: 200 };

/**
 * Every route, called as anonymous, as the user whose data it is, as another user and as the administrator.
 * "user" owns the resources named in each call (its e-mail, its user_id, its payment).
 */
describe('authorization matrix', () => {
  let test: TestApp;
  const actors = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
  let published: number;
  let draft: number;
  let deletable: number;
  let orderId: string;
  let paymentSession: string;
  let problemId: string;
  let subscriptionId: number;

  before(async () => {
    test = await createTestApp({ SIGNUP_CREDITS: '50' });
    actors.user = await signUp(test.app, 'owner@example.com');
    actors.other = await signUp(test.app, 'intruder@example.com');
    actors.admin = await signUp(test.app, 'admin@example.com');
    published = await insertOpening(test.app);
    draft = await insertOpening(test.app, { status: 'draft' });
    deletable = await insertOpening(test.app, { status: 'draft' });
    await test.app.inject({
      method: 'PATCH',
      url: `/v1/referrals/job-link/${published}`,
      headers: { cookie: actors.user.cookie },
    });
    const order = await test.app.inject({
      method: 'POST',
      url: '/v1/payment/create-order',
      payload: { amount: 86, redirect_url: 'http://localhost:3001/purchase-status' },
      headers: { cookie: actors.user.cookie },
    });
    orderId = order.json().order_id;
    paymentSession = order.json().payment_session_id;
    const problem = await test.app.inject({
      method: 'POST',
      url: '/v1/practice/problem',
      payload: problemBody(),
      headers: { cookie: actors.admin.cookie },
    });
    problemId = problem.json().problem.id;
    await test.app.inject({
      method: 'POST',
      url: '/v1/referrals/subscription',
      payload: { email: 'owner@example.com', start_date: '2020-01-01', end_date: '2099-01-01' },
      headers: { cookie: actors.admin.cookie },
    });
    const subscriptions = await test.app.inject({
      method: 'GET',
      url: '/v1/referrals/subscriptions',
      headers: { cookie: actors.admin.cookie },
    });
    subscriptionId = subscriptions.json().results[0].id;
  });
  after(() => test.close());

  const settings = {
    yoe: 2,
    domains_interested_in: ['Backend'],
    locations_open_to: ['Pune'],
    current_organization: 'Acme',
  };
  const opening = {
    title: 'Engineer',
    company_name: 'Uber',
    employment_type: 'Intern',
    yoe: 0,
    location: 'Pune',
    link: 'https://example.com/job',
    skills: ['go'],
  };
  const rows: Row[] = [
    {
      name: 'POST send-otp',
      call: () => ({ method: 'POST', url: '/v1/referrals/send-otp', payload: { email: 'x@example.com' } }),
      expect: everyone(200),
    },
    {
      name: 'POST user-exists',
      call: () => ({ method: 'POST', url: '/v1/referrals/user-exists', payload: { email: 'x@example.com' } }),
      expect: everyone(200),
    },
    {
      name: 'POST verify-otp',
      call: () => ({
        method: 'POST',
        url: '/v1/referrals/verify-otp',
        payload: { email: 'x@example.com', otp: '0000' },
      }),
      expect: everyone(200),
    },
    {
      name: 'POST user (no verified code)',
      call: () => ({ method: 'POST', url: '/v1/referrals/user', payload: { email: 'y@example.com' } }),
      expect: everyone(403),
    },
    {
      name: 'GET user/{email}',
      call: () => ({ method: 'GET', url: `/v1/referrals/user/${actors.user.email}` }),
      expect: { anonymous: 401, user: 200, other: 403, admin: 200 },
    },
    {
      name: 'GET user/{id}',
      call: () => ({ method: 'GET', url: `/v1/referrals/user/${actors.user.id}` }),
      expect: { anonymous: 401, user: 200, other: 403, admin: 200 },
    },
    {
      name: 'PATCH user/{email}',
      call: () => ({
        method: 'PATCH',
        url: `/v1/referrals/user/${actors.user.email}`,
        payload: { settings },
      }),
      expect: ownerOnly,
    },
    {
      name: 'POST google-auth (disabled)',
      call: () => ({ method: 'POST', url: '/v1/referrals/google-auth', payload: { id_token: 'x' } }),
      expect: everyone(404),
    },
    {
      name: 'GET job-openings',
      call: () => ({ method: 'GET', url: '/v1/referrals/job-openings' }),
      expect: everyone(200),
    },
    {
      name: 'GET job-openings?user_id',
      call: () => ({ method: 'GET', url: `/v1/referrals/job-openings?user_id=${actors.user.id}` }),
      expect: ownerOnly,
    },
    {
      name: 'GET job-opening',
      call: () => ({ method: 'GET', url: `/v1/referrals/job-opening?job_id=${published}` }),
      expect: everyone(200),
    },
    {
      name: 'GET job-opening (draft)',
      call: () => ({ method: 'GET', url: `/v1/referrals/job-opening?job_id=${draft}` }),
      expect: { anonymous: 404, user: 404, other: 404, admin: 200 },
    },
    {
      name: 'PATCH increment-count',
      call: () => ({
        method: 'PATCH',
        url: `/v1/referrals/increment-count/${published}`,
        payload: { view_count: 1 },
      }),
      expect: everyone(200),
    },
    {
      name: 'PATCH job-link',
      call: () => ({
        method: 'PATCH',
        url: `/v1/referrals/job-link/${published}`,
        payload: { user_id: actors.user.id },
      }),
      expect: ownerOnly,
    },
    {
      name: 'POST referral-request',
      call: () => ({
        method: 'POST',
        url: '/v1/referrals/referral-request',
        payload: { job_id: published, user_id: actors.user.id, resume_link: 'https://cv.example.com' },
      }),
      expect: ownerOnly,
    },
    {
      name: 'GET my-referrals',
      call: () => ({ method: 'GET', url: '/v1/referrals/my-referrals' }),
      expect: { anonymous: 401, user: 200, other: 200, admin: 200 },
    },
    {
      name: 'POST job-opening',
      call: () => ({ method: 'POST', url: '/v1/referrals/job-opening', payload: opening }),
      expect: adminOnly,
    },
    {
      name: 'POST job-opening/extract-details',
      call: () => ({
        method: 'POST',
        url: '/v1/referrals/job-opening/extract-details',
        payload: { job_description: 'SDE at Google, Pune' },
      }),
      expect: adminOnly,
    },
    {
      name: 'PATCH job-opening/{id}',
      call: () => ({
        method: 'PATCH',
        url: `/v1/referrals/job-opening/${draft}`,
        payload: { meta_data: { faang_level: 'yes' } },
      }),
      expect: adminOnly,
    },
    {
      name: 'PUT job-opening/{id}',
      call: () => ({
        method: 'PUT',
        url: `/v1/referrals/job-opening/${draft}`,
        payload: { ...opening, link: 'https://example.com/edited', allow_duplicate_link: true },
      }),
      expect: adminOnly,
    },
    {
      name: 'GET job-opening/{id}/referral-requests',
      call: () => ({ method: 'GET', url: `/v1/referrals/job-opening/${published}/referral-requests` }),
      expect: adminOnly,
    },
    {
      name: 'GET admin/job-openings',
      call: () => ({ method: 'GET', url: '/v1/referrals/admin/job-openings?status=draft&q=engineer' }),
      expect: adminOnly,
    },
    {
      name: 'POST admin/job-openings/review',
      call: () => ({
        method: 'POST',
        url: '/v1/referrals/admin/job-openings/review',
        payload: { ids: [draft], status: 'reject' },
      }),
      expect: adminOnly,
    },
    {
      name: 'POST admin/job-openings/review/undo',
      call: () => ({
        method: 'POST',
        url: '/v1/referrals/admin/job-openings/review/undo',
        payload: { ids: [draft], status: 'reject' },
      }),
      expect: adminOnly,
    },
    {
      name: 'DELETE job-opening/{id}',
      // A fresh opening per actor: the administrator's call must find one to delete.
      call: () => ({ method: 'DELETE', url: `/v1/referrals/job-opening/${deletable}` }),
      expect: adminOnly,
    },
    {
      name: 'GET job-opening/status',
      call: () => ({ method: 'GET', url: '/v1/referrals/job-opening/status?status=draft' }),
      expect: adminOnly,
    },
    {
      name: 'POST subscription',
      call: () => ({
        method: 'POST',
        url: '/v1/referrals/subscription',
        payload: { email: 'a@example.com', start_date: '2025-01-01', end_date: '2025-02-01' },
      }),
      expect: adminOnly,
    },
    {
      name: 'GET subscriptions',
      call: () => ({ method: 'GET', url: '/v1/referrals/subscriptions?status=active' }),
      expect: adminOnly,
    },
    {
      name: 'PATCH subscription/{id} (extend)',
      call: () => ({
        method: 'PATCH',
        url: `/v1/referrals/subscription/${subscriptionId}`,
        // Later each time: only the administrator's call succeeds, and it must stay valid.
        payload: { end_date: `${2100 + Math.floor(Math.random() * 800)}-01-01` },
      }),
      expect: adminOnly,
    },
    {
      name: 'GET practice/admin/problems',
      call: () => ({ method: 'GET', url: '/v1/practice/admin/problems?status=unpublished' }),
      expect: adminOnly,
    },
    {
      name: 'GET practice/admin/problem/{id}',
      call: () => ({ method: 'GET', url: `/v1/practice/admin/problem/${problemId}` }),
      expect: adminOnly,
    },
    {
      name: 'PUT practice/problem/{id}',
      call: () => ({ method: 'PUT', url: `/v1/practice/problem/${problemId}`, payload: problemBody() }),
      expect: adminOnly,
    },
    {
      name: 'PATCH practice/problem/{id}/publication',
      call: () => ({
        method: 'PATCH',
        url: `/v1/practice/problem/${problemId}/publication`,
        payload: { published: false },
      }),
      expect: adminOnly,
    },
    {
      name: 'GET practice/admin/problem-titles',
      call: () => ({ method: 'GET', url: '/v1/practice/admin/problem-titles?q=echo' }),
      expect: adminOnly,
    },
    {
      name: 'GET practice/admin/submitter-emails',
      call: () => ({ method: 'GET', url: '/v1/practice/admin/submitter-emails?q=example' }),
      expect: adminOnly,
    },
    {
      name: 'GET practice/submissions/all (e-mail and title filters)',
      call: () => ({
        method: 'GET',
        url: '/v1/practice/submissions/all?email=owner%40example.com&problem_title=Echo%20Chamber',
      }),
      expect: adminOnly,
    },
    {
      name: 'GET practice/question (unpublished problem)',
      call: () => ({ method: 'GET', url: `/v1/practice/question?problem_id=${problemId}&level=1` }),
      expect: { anonymous: 401, user: 404, other: 404, admin: 200 },
    },
    {
      name: 'POST subscription/{id}/cancel (last subscription row: it ends the subscription)',
      call: () => ({ method: 'POST', url: `/v1/referrals/subscription/${subscriptionId}/cancel` }),
      expect: adminOnly,
    },
    { name: 'GET stats', call: () => ({ method: 'GET', url: '/v1/referrals/stats' }), expect: adminOnly },
    {
      name: 'GET recharge-status',
      call: () => ({ method: 'GET', url: `/v1/referrals/recharge-status?payment_id=${orderId}` }),
      expect: { anonymous: 401, user: 200, other: 404, admin: 404 },
    },
    {
      name: 'POST payment/create-order',
      call: () => ({
        method: 'POST',
        url: '/v1/payment/create-order',
        payload: {
          user_id: actors.user.id,
          amount: 86,
          redirect_url: 'http://localhost:3001/purchase-status',
        },
      }),
      expect: ownerOnly,
    },
    {
      name: 'GET payment/dev-checkout',
      call: () => ({ method: 'GET', url: `/v1/payment/dev-checkout/${paymentSession}` }),
      expect: everyone(200),
    },
    {
      name: 'POST payment/dev-checkout',
      call: () => ({
        method: 'POST',
        url: `/v1/payment/dev-checkout/${paymentSession}`,
        payload: { outcome: 'failure' },
      }),
      expect: everyone(303),
    },
    {
      name: 'POST payment/webhook (development provider)',
      call: () => ({ method: 'POST', url: '/v1/payment/webhook', payload: {} }),
      expect: everyone(404),
    },
    {
      name: 'GET linkedin/auth-code-url (not configured)',
      call: () => ({ method: 'GET', url: '/v1/linkedin/auth-code-url?redirect_uri=http://localhost:3003/x' }),
      expect: { ...adminOnly, admin: 404 },
    },
    {
      name: 'GET linkedin/access-token (not configured)',
      call: () => ({
        method: 'GET',
        url: '/v1/linkedin/access-token?auth_code=c&redirect_uri=http://localhost:3003/x',
      }),
      expect: { ...adminOnly, admin: 404 },
    },
    {
      name: 'GET dev/outbox',
      call: () => ({ method: 'GET', url: '/v1/dev/outbox?email=x@example.com' }),
      expect: everyone(200),
    },
    { name: 'GET health', call: () => ({ method: 'GET', url: '/v1/health' }), expect: everyone(200) },
    { name: 'GET pricing', call: () => ({ method: 'GET', url: '/v1/pricing' }), expect: everyone(200) },
  ];

  for (const row of rows) {
    it(row.name, async () => {
      const seen: Partial<Record<Actor, number>> = {};
      for (const actor of ['anonymous', 'user', 'other', 'admin'] as const) {
        const { method, url, payload } = row.call();
        const response = await test.app.inject({
          method,
          url,
          ...(payload ? { payload } : {}),
          headers: actor === 'anonymous' ? {} : { cookie: actors[actor].cookie },
        });
        seen[actor] = response.statusCode;
        if (response.statusCode >= 400)
          assert.ok(response.json().message, `${row.name} as ${actor}: a message`);
      }
      assert.deepEqual(seen, row.expect);
    });
  }

  it('POST logout (last: it ends the sessions)', async () => {
    for (const actor of ['anonymous', 'user', 'other', 'admin'] as const) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/v1/referrals/logout',
        headers: actor === 'anonymous' ? {} : { cookie: actors[actor].cookie },
      });
      assert.equal(response.statusCode, 200, actor);
    }
  });
});
