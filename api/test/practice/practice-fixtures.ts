import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import type { TestUser } from '../helpers/test-app';

export const PYTHON_ECHO = 'import sys\n\nprint(sys.stdin.read().strip())\n';

/** A complete create-problem body; override what a case is about. */
export function problemBody(overrides: Record<string, unknown> = {}) {
  const level = (number: number) => [
    { input: `${number}\n`, output: `${number}\n`, sample: true },
    { input: `hidden ${number}\n`, output: `hidden ${number}\n`, sample: false },
  ];
  return {
    title: 'Echo Chamber',
    level_1_question: 'Print the input.',
    level_2_question: 'Print the input again.',
    level_3_question: 'Print the input once more.',
    tags: ['Strings', ' io ', 'strings'],
    level_1_tests: level(1),
    level_2_tests: level(2),
    level_3_tests: level(3),
    level_1_time_limit_ms: 1500,
    ...overrides,
  };
}

export async function createProblem(
  app: FastifyInstance,
  admin: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/practice/problem',
    headers: { cookie: admin.cookie },
    payload: problemBody(overrides),
  });
  if (response.statusCode !== 200) throw new Error(`problem not created: ${response.body}`);
  const id: string = response.json().problem.id;
  await setPublished(app, admin, id, true);
  return id;
}

/** A new problem is saved unpublished: this is the operator's Publish (or Unpublish). */
export async function setPublished(
  app: FastifyInstance,
  admin: TestUser,
  problemId: string,
  published: boolean,
): Promise<void> {
  const response = await app.inject({
    method: 'PATCH',
    url: `/v1/practice/problem/${problemId}/publication`,
    headers: { cookie: admin.cookie },
    payload: { published },
  });
  if (response.statusCode !== 200) throw new Error(`publication not changed: ${response.body}`);
}

type Query = Record<string, string | number>;

export function get(app: FastifyInstance, path: string, query: Query, user?: TestUser) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return app.inject({
    method: 'GET',
    url: `/v1/practice/${path}?${search}`,
    headers: user ? { cookie: user.cookie } : {},
  });
}

export function post(app: FastifyInstance, path: string, payload: object, user?: TestUser) {
  return app.inject({
    method: 'POST',
    url: `/v1/practice/${path}`,
    payload,
    headers: user ? { cookie: user.cookie } : {},
  });
}

export function evaluateCode(
  app: FastifyInstance,
  user: TestUser,
  body: {
    problem_id: string;
    level?: number;
    language?: string;
    code?: string;
    id?: string;
    user_id?: string;
  },
): Promise<LightMyRequestResponse> {
  return post(
    app,
    'evaluate-code',
    { id: randomUUID(), level: 1, language: 'python', code: PYTHON_ECHO, ...body },
    user,
  );
}

/**
 * Records a finished evaluation for a level, as the worker would store it, so that lock rules can be
 * tested without running code (the round-trip test runs the real worker).
 */
export async function recordEvaluation(
  app: FastifyInstance,
  user: TestUser,
  input: { problemId: string; level: number; language?: string; overall: number },
): Promise<string> {
  const id = randomUUID();
  await queryRows(
    app.db,
    sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status)
        VALUES (${id}, ${input.problemId}, ${user.id}, ${input.level}, ${input.language ?? 'python'},
                ${PYTHON_ECHO}, 'done')`,
  );
  await queryRows(
    app.db,
    sql`INSERT INTO evaluations (submission_id, overall_rating, correctness_rating, correctness_notes,
          efficiency_rating, efficiency_notes, readability_rating, readability_notes, extensibility_rating,
          extensibility_notes, robustness_rating, robustness_notes, test_results, runtime_ms, memory_kb)
        VALUES (${id}, ${input.overall}, 10, 'All tests passed.', 9, 'Fast.', 8, 'Clear.', 8, 'Fine.', 8,
                'Fine.', '[]'::jsonb, 12, 9000)`,
  );
  return id;
}
