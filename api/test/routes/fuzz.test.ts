import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { queryRows } from '../../src/db/database';
import { insertOpening } from '../helpers/openings';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

const TABLES = [
  'users',
  'otp_codes',
  'sessions',
  'job_openings',
  'job_unlocks',
  'credit_ledger',
  'referral_requests',
  'payment_orders',
  'subscriptions',
  'linkedin_tokens',
  'problems',
  'submissions',
  'evaluations',
  'practice_feedback',
];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const HUGE = 'x'.repeat(200_000);
// None of these is a valid value for any field (no e-mail address, no 4-digit code, no pack price, no status).
const JUNK_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -0,
  'NaN',
  '',
  ' ',
  HUGE,
  "Robert'); DROP TABLE users;--",
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '😀'.repeat(500),
  '\ud800',
  '../../etc/passwd',
  '%00',
  '${jndi:ldap://x}',
  [],
  [null],
  [[[[[]]]]],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  'a@b',
  '@@',
  '12',
  '123456',
  'javascript:alert(1)',
  Array.from({ length: 1000 }, (_, index) => index),
  { nested: { deeper: { deepest: HUGE.slice(0, 10) } } },
];
const BAD_IDS = [
  '-1',
  '0',
  'abc',
  '1.5',
  '99999999999999999999',
  'x'.repeat(290),
  '%20',
  '1e3',
  'null',
  '999999',
  '%2e%2e',
];
const BAD_QUERIES = [
  'page_size=-5',
  'page_size=1e9',
  'min_yoe=x',
  'max_yoe=-3',
  'min_yoe=10&max_yoe=2',
  'page=%7B%7D',
  'page=WzEsIngiLDFd',
  `q=${'%27'.repeat(300)}`,
  'employment_type=,,,',
  `locations=${'a,'.repeat(3000)}`,
  'faang_level[]=yes',
  'latest=maybe',
  'job_id=abc',
  'job_id=',
  'status=archived',
  'payment_id=',
  `payment_id=${'z'.repeat(500)}`,
  'email=nope',
  'days=0',
  'redirect_uri=javascript:alert(1)',
  'auth_code=',
  'user_id=%00',
  'page=-1',
  'page_size=&page=',
  'a=1&a=2&a=3',
];

type Route = {
  method: 'GET' | 'POST' | 'PATCH';
  path: (id: string) => string;
  fields: string[];
  withCookie: boolean;
};

const ROUTES: Route[] = [
  { method: 'POST', path: () => '/v1/referrals/send-otp', fields: ['email'], withCookie: true },
  { method: 'POST', path: () => '/v1/referrals/user-exists', fields: ['email'], withCookie: true },
  { method: 'POST', path: () => '/v1/referrals/verify-otp', fields: ['email', 'otp'], withCookie: true },
  {
    method: 'POST',
    path: () => '/v1/referrals/user',
    fields: ['email', 'referral_code', 'fbp'],
    withCookie: true,
  },
  { method: 'GET', path: (id) => `/v1/referrals/user/${id}`, fields: [], withCookie: true },
  { method: 'PATCH', path: (id) => `/v1/referrals/user/${id}`, fields: ['settings'], withCookie: true },
  { method: 'POST', path: () => '/v1/referrals/google-auth', fields: ['id_token'], withCookie: true },
  { method: 'POST', path: () => '/v1/referrals/logout', fields: [], withCookie: false },
  { method: 'GET', path: () => '/v1/referrals/job-openings', fields: [], withCookie: true },
  { method: 'GET', path: () => '/v1/referrals/job-opening', fields: [], withCookie: true },
  {
    method: 'PATCH',
    path: (id) => `/v1/referrals/increment-count/${id}`,
    fields: ['view_count', 'share_count'],
    withCookie: true,
  },
  { method: 'PATCH', path: (id) => `/v1/referrals/job-link/${id}`, fields: ['user_id'], withCookie: true },
  {
    method: 'POST',
    path: () => '/v1/referrals/referral-request',
    fields: ['job_id', 'resume_link', 'notes'],
    withCookie: true,
  },
  { method: 'GET', path: () => '/v1/referrals/my-referrals', fields: [], withCookie: false },
  {
    method: 'POST',
    path: () => '/v1/referrals/job-opening',
    fields: ['title', 'company_name', 'yoe', 'skills', 'link'],
    withCookie: true,
  },
  {
    method: 'POST',
    path: () => '/v1/referrals/job-opening/extract-details',
    fields: ['job_description'],
    withCookie: false,
  },
  {
    method: 'PATCH',
    path: (id) => `/v1/referrals/job-opening/${id}`,
    fields: ['meta_data'],
    withCookie: true,
  },
  { method: 'GET', path: () => '/v1/referrals/job-opening/status', fields: [], withCookie: true },
  {
    method: 'POST',
    path: () => '/v1/referrals/subscription',
    fields: ['email', 'start_date', 'end_date'],
    withCookie: true,
  },
  { method: 'GET', path: () => '/v1/referrals/stats', fields: [], withCookie: true },
  { method: 'GET', path: () => '/v1/referrals/recharge-status', fields: [], withCookie: true },
  {
    method: 'POST',
    path: () => '/v1/payment/create-order',
    fields: ['amount', 'redirect_url', 'user_id'],
    withCookie: true,
  },
  { method: 'GET', path: (id) => `/v1/payment/dev-checkout/${id}`, fields: [], withCookie: false },
  { method: 'POST', path: (id) => `/v1/payment/dev-checkout/${id}`, fields: ['outcome'], withCookie: false },
  { method: 'POST', path: () => '/v1/payment/webhook', fields: ['data'], withCookie: false },
  { method: 'GET', path: () => '/v1/linkedin/auth-code-url', fields: [], withCookie: true },
  { method: 'GET', path: () => '/v1/linkedin/access-token', fields: [], withCookie: true },
  { method: 'GET', path: () => '/v1/dev/outbox', fields: [], withCookie: false },
];

describe('fuzz: malformed requests across every route', () => {
  let test: TestApp;
  let cookies: string[];

  before(async () => {
    test = await createTestApp();
    const user: TestUser = await signUp(test.app, 'fuzz-user@example.com');
    const admin: TestUser = await signUp(test.app, 'admin@example.com');
    await insertOpening(test.app);
    await insertOpening(test.app, { status: 'draft' });
    cookies = [
      user.cookie,
      admin.cookie,
      'referrals_session=forged',
      `referrals_session=${'A'.repeat(4000)}`,
    ];
  });
  after(() => test.close());

  async function snapshot(): Promise<Record<string, string>> {
    const result: Record<string, string> = {};
    for (const table of TABLES) {
      const [row] = await queryRows<{ digest: string | null; count: number }>(
        test.app.db,
        sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest, count(*)::int AS count
            FROM ${sql.identifier(table)} t`,
      );
      result[table] = `${row!.count}:${row!.digest}`;
    }
    return result;
  }

  it('answers 2,400 malformed requests with 4xx and a message, and stores nothing', async (context) => {
    const before = await snapshot();
    const rng = random(20250815);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;

    const makeRequest = (route: Route): InjectOptions => {
      const kind = rng.next();
      const headers: Record<string, string> = {};
      if (route.withCookie && rng.next() < 0.6) headers.cookie = rng.pick(cookies);
      const id = rng.pick(BAD_IDS);
      const query = rng.next() < 0.5 ? `?${rng.pick(BAD_QUERIES)}` : '';
      const url = `${route.path(id)}${query}`;
      let method: InjectOptions['method'] = route.method;
      if (rng.next() < 0.08) method = rng.pick(['PUT', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE'] as const);
      if (route.method === 'GET' || kind < 0.1) return { method, url, headers };
      if (kind < 0.25) {
        return {
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: rng.pick(['{', '{"a":', '[1,', 'nul', '"unterminated', '{}}', '\u0000']),
        };
      }
      if (kind < 0.35) {
        return {
          method,
          url,
          headers: {
            ...headers,
            'content-type': rng.pick([
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/xml',
              'multipart/form-data',
            ]),
          },
          payload: `email=${rng.pick(['', 'x', '%00', HUGE.slice(0, 5000)])}`,
        };
      }
      if (kind < 0.45) return { method, url, headers, payload: rng.pick(JUNK_VALUES) as object };
      const body: Record<string, unknown> = {};
      for (const field of route.fields) if (rng.next() < 0.8) body[field] = rng.pick(JUNK_VALUES);
      if (rng.next() < 0.3) body[rng.pick(['extra', '__proto__', 'constructor', ''])] = rng.pick(JUNK_VALUES);
      return { method, url, headers, payload: body };
    };

    for (let round = 0; round < 2400; round += 1) {
      const route = ROUTES[round % ROUTES.length]!;
      const request = makeRequest(route);
      const response = await test.app.inject(request);
      sent += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const describe = `${String(request.method)} ${String(request.url).slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 160)}`;
      if (response.statusCode >= 500) failures.push(describe);
      else if (response.statusCode >= 400 && request.method !== 'HEAD') {
        const message = (() => {
          try {
            return response.json().message;
          } catch {
            return undefined;
          }
        })();
        if (typeof message !== 'string' || message.length === 0) failures.push(`no message: ${describe}`);
      }
    }

    context.diagnostic(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    assert.ok(sent >= 2000);
    assert.deepEqual(failures.slice(0, 10), [], `${failures.length} bad answers`);
    assert.deepEqual(await snapshot(), before);
    const successes = [...statuses].filter(([status]) => status < 400);
    // Only harmless reads may succeed (e.g. a public list with an ignored junk parameter).
    for (const [status] of successes) assert.ok([200, 204].includes(status), `unexpected status ${status}`);
  });
});
