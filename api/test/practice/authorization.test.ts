import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { createProblem, problemBody, PYTHON_ECHO } from './practice-fixtures';

type Actor = 'anonymous' | 'user' | 'other' | 'admin';
type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
type Row = { name: string; call: () => Call; expect: Record<Actor, number> };

const everyone = (status: number): Record<Actor, number> => ({
  anonymous: status,
  user: status,
  other: status,
  admin: status,
});
const signedIn = { anonymous: 401, user: 200, other: 200, admin: 200 };
/** Calls naming the user's own user_id: anyone else (the administrator included) is refused. */
const ownerOnly = { anonymous: 401, user: 200, other: 403, admin: 403 };
const adminOnly = { anonymous: 401, user: 403, other: 403, admin: 200 };

/**
 * Every practice route as anonymous, as the user whose data it is, as another user and as the
 * administrator. "user" owns what each call names (its user_id).
 */
describe('practice authorization matrix', { timeout: 120_000 }, () => {
  let test: TestApp;
  const actors = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
  let problemId: string;

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off', FREE_EVALUATIONS_PER_DAY: '1000' });
    actors.user = await signUp(test.app, 'owner@example.com');
    actors.other = await signUp(test.app, 'intruder@example.com');
    actors.admin = await signUp(test.app, 'admin@example.com');
    problemId = await createProblem(test.app, actors.admin);
  });
  after(() => test.close());

  const query = (extra: Record<string, string | number> = {}, withUser = true) =>
    new URLSearchParams(
      Object.entries({
        problem_id: problemId,
        level: 1,
        ...(withUser ? { user_id: actors.user.id } : {}),
        ...extra,
      }).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();

  const rows: Row[] = [
    {
      name: 'GET problems',
      call: () => ({ method: 'GET', url: '/v1/practice/problems' }),
      expect: everyone(200),
    },
    {
      name: 'GET problems filtered by progress',
      call: () => ({ method: 'GET', url: '/v1/practice/problems?status=in-progress' }),
      expect: signedIn,
    },
    {
      name: 'GET problem-tags',
      call: () => ({ method: 'GET', url: '/v1/practice/problem-tags' }),
      expect: everyone(200),
    },
    {
      name: 'GET progress',
      call: () => ({ method: 'GET', url: '/v1/practice/progress' }),
      expect: signedIn,
    },
    {
      name: 'POST problem',
      call: () => ({ method: 'POST', url: '/v1/practice/problem', payload: problemBody() }),
      expect: adminOnly,
    },
    {
      name: 'POST problem/check-reference',
      call: () => ({
        method: 'POST',
        url: '/v1/practice/problem/check-reference',
        payload: {
          language: 'python',
          code: PYTHON_ECHO,
          tests: [{ input: 'a\n', output: 'a\n', sample: true }],
          time_limit_ms: 2000,
        },
      }),
      expect: adminOnly,
    },
    {
      name: 'POST feedback',
      call: () => ({ method: 'POST', url: '/v1/practice/feedback', payload: { message: 'Nice' } }),
      expect: signedIn,
    },
    {
      name: 'GET question',
      call: () => ({ method: 'GET', url: `/v1/practice/question?${query()}` }),
      expect: ownerOnly,
    },
    {
      name: 'GET question (no user_id)',
      call: () => ({ method: 'GET', url: `/v1/practice/question?${query({}, false)}` }),
      expect: signedIn,
    },
    {
      name: 'GET submission/latest',
      call: () => ({ method: 'GET', url: `/v1/practice/submission/latest?${query({ language: 'python' })}` }),
      expect: ownerOnly,
    },
    {
      name: 'GET submission/latest (no user_id)',
      call: () => ({
        method: 'GET',
        url: `/v1/practice/submission/latest?${query({ language: 'python' }, false)}`,
      }),
      expect: signedIn,
    },
    {
      name: 'POST evaluate-code',
      call: () => ({
        method: 'POST',
        url: '/v1/practice/evaluate-code',
        payload: {
          id: randomUUID(),
          problem_id: problemId,
          user_id: actors.user.id,
          level: 1,
          language: 'python',
          code: PYTHON_ECHO,
        },
      }),
      expect: ownerOnly,
    },
    {
      name: 'POST evaluate-code (no user_id)',
      call: () => ({
        method: 'POST',
        url: '/v1/practice/evaluate-code',
        payload: { id: randomUUID(), problem_id: problemId, level: 1, language: 'python', code: PYTHON_ECHO },
      }),
      expect: signedIn,
    },
    {
      name: 'POST language-check',
      call: () => ({
        method: 'POST',
        url: '/v1/practice/language-check',
        payload: { language: 'python', code: PYTHON_ECHO },
      }),
      expect: signedIn,
    },
    {
      name: 'GET submissions',
      call: () => ({ method: 'GET', url: `/v1/practice/submissions?${query()}` }),
      expect: ownerOnly,
    },
    {
      name: 'GET submissions (no user_id)',
      call: () => ({ method: 'GET', url: `/v1/practice/submissions?${query({}, false)}` }),
      expect: signedIn,
    },
    {
      name: 'POST admin/level-package/check',
      call: () => ({
        method: 'POST',
        url: '/v1/practice/admin/level-package/check',
        payload: {
          time_limit_ms: 1000,
          programs: {
            generator: { language: 'python', code: PYTHON_ECHO },
            reference: { language: 'python', code: PYTHON_ECHO },
            generator_calls: ['gen 1 2'],
          },
        },
      }),
      expect: adminOnly,
    },
    {
      name: 'GET submissions/all',
      call: () => ({ method: 'GET', url: `/v1/practice/submissions/all?${query()}` }),
      expect: adminOnly,
    },
    {
      name: 'GET evaluation/latest',
      call: () => ({ method: 'GET', url: `/v1/practice/evaluation/latest?${query({ language: 'python' })}` }),
      expect: ownerOnly,
    },
    {
      name: 'GET evaluation/latest (no user_id)',
      call: () => ({
        method: 'GET',
        url: `/v1/practice/evaluation/latest?${query({ language: 'python' }, false)}`,
      }),
      expect: signedIn,
    },
    {
      name: 'GET level-lock-status',
      call: () => ({ method: 'GET', url: `/v1/practice/level-lock-status?${query({ level: 2 })}` }),
      expect: ownerOnly,
    },
    {
      name: 'GET level-lock-status (no user_id)',
      call: () => ({ method: 'GET', url: `/v1/practice/level-lock-status?${query({ level: 2 }, false)}` }),
      expect: signedIn,
    },
  ];

  for (const row of rows) {
    it(row.name, async () => {
      for (const actor of ['anonymous', 'user', 'other', 'admin'] as const) {
        const { method, url, payload } = row.call();
        const response = await test.app.inject({
          method,
          url,
          ...(payload ? { payload } : {}),
          headers: actor === 'anonymous' ? {} : { cookie: actors[actor].cookie },
        });
        assert.equal(response.statusCode, row.expect[actor], `${row.name} as ${actor}: ${response.body}`);
        if (response.statusCode >= 400) assert.equal(typeof response.json().message, 'string');
      }
    });
  }

  it('a session cookie that is not a session is anonymous', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/v1/practice/submissions?${query({}, false)}`,
      headers: { cookie: 'referrals_session=forged' },
    });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, 'Please log in to continue.');
  });
});
