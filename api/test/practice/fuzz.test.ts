import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { createProblem, problemBody, PYTHON_ECHO } from './practice-fixtures';

const HUGE = 'x'.repeat(200_000);
const JUNK_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  '',
  ' ',
  HUGE,
  "' OR 1=1 --",
  '\ud800',
  '😀'.repeat(500),
  [],
  [null],
  [[[[]]]],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  Array.from({ length: 1000 }, (_, index) => index),
];
const JUNK_QUERY_VALUES = [
  '',
  '-1',
  '0',
  '4',
  '1.5',
  'abc',
  'x'.repeat(400),
  '%00',
  '%7B%7D',
  'WzEsIngiLDFd',
  '1e9',
];

/** Malformed input anywhere in the practice routes gets a 4xx with a message, never a 500. */
describe('fuzz: malformed practice requests', { timeout: 120_000 }, () => {
  let test: TestApp;
  let learner: TestUser;
  let admin: TestUser;
  let problemId: string;

  before(async () => {
    test = await createTestApp({ QUEUE_WORKER: 'off', FREE_EVALUATIONS_PER_DAY: '100000' });
    learner = await signUp(test.app, 'learner@example.com');
    admin = await signUp(test.app, 'admin@example.com');
    problemId = await createProblem(test.app, admin);
  });
  after(() => test.close());

  const expectNo500 = async (request: InjectOptions, label: string) => {
    const response = await test.app.inject(request);
    assert.ok(response.statusCode < 500, `${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
    if (response.statusCode >= 400) assert.equal(typeof response.json().message, 'string', label);
  };

  const bodies: Array<{ path: string; user: () => TestUser; body: () => Record<string, unknown> }> = [
    {
      path: 'evaluate-code',
      user: () => learner,
      body: () => ({
        id: randomUUID(),
        problem_id: problemId,
        level: 1,
        language: 'python',
        code: PYTHON_ECHO,
      }),
    },
    { path: 'language-check', user: () => learner, body: () => ({ language: 'python', code: PYTHON_ECHO }) },
    { path: 'feedback', user: () => learner, body: () => ({ message: 'hello' }) },
    { path: 'problem', user: () => admin, body: () => problemBody() },
    {
      // An unknown language keeps every variant from reaching the sandbox; validation still sees each field.
      path: 'problem/check-reference',
      user: () => admin,
      body: () => ({ language: 'none', code: PYTHON_ECHO, tests: [], time_limit_ms: 1000 }),
    },
  ];

  for (const { path, user, body } of bodies) {
    it(`POST ${path}`, async () => {
      for (const field of Object.keys(body())) {
        for (const junk of JUNK_VALUES) {
          await expectNo500(
            {
              method: 'POST',
              url: `/v1/practice/${path}`,
              payload: { ...body(), [field]: junk },
              headers: { cookie: user().cookie },
            },
            `${path} ${field}=${JSON.stringify(junk)?.slice(0, 40)}`,
          );
        }
      }
      for (const payload of ['not json', '[]', 'null', '"text"']) {
        await expectNo500(
          {
            method: 'POST',
            url: `/v1/practice/${path}`,
            payload,
            headers: { cookie: user().cookie, 'content-type': 'application/json' },
          },
          `${path} body ${payload}`,
        );
      }
    });
  }

  const queries: Array<{ path: string; user: () => TestUser; fields: string[] }> = [
    { path: 'problems', user: () => learner, fields: ['page', 'page_size'] },
    { path: 'question', user: () => learner, fields: ['problem_id', 'level', 'user_id'] },
    { path: 'level-lock-status', user: () => learner, fields: ['problem_id', 'level', 'user_id'] },
    {
      path: 'submission/latest',
      user: () => learner,
      fields: ['problem_id', 'level', 'language', 'user_id'],
    },
    {
      path: 'evaluation/latest',
      user: () => learner,
      fields: ['problem_id', 'level', 'language', 'user_id'],
    },
    {
      path: 'submissions',
      user: () => learner,
      fields: ['page', 'page_size', 'problem_id', 'level', 'language', 'user_id'],
    },
    {
      path: 'submissions/all',
      user: () => admin,
      fields: ['page', 'page_size', 'problem_id', 'level', 'language', 'user_id'],
    },
  ];

  for (const { path, user, fields } of queries) {
    it(`GET ${path}`, async () => {
      const valid = { problem_id: problemId, level: '1', language: 'python' };
      for (const field of fields) {
        for (const junk of JUNK_QUERY_VALUES) {
          const search = new URLSearchParams({ ...valid, [field]: junk });
          await expectNo500(
            { method: 'GET', url: `/v1/practice/${path}?${search}`, headers: { cookie: user().cookie } },
            `${path} ${field}=${junk.slice(0, 20)}`,
          );
        }
        await expectNo500(
          {
            method: 'GET',
            url: `/v1/practice/${path}?${field}=1&${field}=2&${field}[]=3`,
            headers: { cookie: user().cookie },
          },
          `${path} repeated ${field}`,
        );
      }
    });
  }
});
