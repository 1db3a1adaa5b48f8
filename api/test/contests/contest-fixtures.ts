import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/database';
import type { Evaluation } from '../../src/evaluator/types';
import type { TestUser } from '../helpers/test-app';
import { PYTHON_ECHO } from '../practice/practice-fixtures';

const HOUR_MS = 60 * 60 * 1000;

/** A calendar day in India (UTC+05:30), 'YYYY-MM-DD', `offsetDays` from today. */
export function dayInIndia(offsetDays = 0): string {
  const indiaNow = new Date(Date.now() + 5.5 * HOUR_MS + offsetDays * 24 * HOUR_MS);
  return indiaNow.toISOString().slice(0, 10);
}

/** A create-contest body for today's contest, registration open now; override what a case is about. */
export function contestBody(problems: Array<{ problem_id: string; level: number }>, overrides: object = {}) {
  return {
    name: 'Student Hiring Challenge',
    page_text: 'Three hours, four problems. The top 10 get an interview.',
    registration_opens_at: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
    registration_closes_at: `${dayInIndia()}T23:59:00+05:30`,
    contest_day: dayInIndia(),
    window_minutes: 180,
    problems,
    ...overrides,
  };
}

export async function createContest(
  app: FastifyInstance,
  admin: TestUser,
  body: ReturnType<typeof contestBody>,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/admin/contests',
    headers: { cookie: admin.cookie },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`contest not created: ${response.body}`);
  return response.json().id;
}

export function register(
  app: FastifyInstance,
  contestId: string,
  user: TestUser | undefined,
  answers: object = { degree: 'B.Tech', graduation_year: 2026 },
) {
  return app.inject({
    method: 'POST',
    url: `/v1/contests/${contestId}/registrations`,
    headers: user ? { cookie: user.cookie } : {},
    payload: answers,
  });
}

export function startWindow(app: FastifyInstance, contestId: string, user: TestUser | undefined) {
  return app.inject({
    method: 'POST',
    url: `/v1/contests/${contestId}/window`,
    headers: user ? { cookie: user.cookie } : {},
  });
}

export function leaderboard(app: FastifyInstance, contestId: string, query = '') {
  return app.inject({ method: 'GET', url: `/v1/contests/${contestId}/leaderboard${query}` });
}

/** Moves a participant's window (the clock cannot be moved): start and end as instants. */
export async function setWindow(
  app: FastifyInstance,
  contestId: string,
  userId: string,
  startedAt: Date,
  endsAt: Date,
): Promise<void> {
  await queryRows(
    app.db,
    sql`UPDATE contest_participants SET window_started_at = ${startedAt.toISOString()},
          window_ends_at = ${endsAt.toISOString()}
        WHERE contest_id = ${contestId} AND user_id = ${userId}`,
  );
}

/** What the worker stores for a judged submission, with the overall rating a case needs. */
export function evaluationRated(overall: number): Evaluation {
  return {
    verdict: { status: 'accepted' } as unknown as Evaluation['verdict'],
    overall_rating: overall,
    correctness_rating: overall,
    correctness_notes: 'n',
    efficiency_rating: overall,
    efficiency_notes: 'n',
    readability_rating: overall,
    readability_notes: 'n',
    extensibility_rating: overall,
    extensibility_notes: 'n',
    robustness_rating: overall,
    robustness_notes: 'n',
    test_results: [],
    runtime_ms: 10,
    memory_kb: 9000,
  };
}

/**
 * A submission made at `submittedAt` and judged `overall`, finished through the worker's own path
 * (`submissions.complete`, which also keeps the contest scores): taken as a running claim, then completed.
 */
export async function completeSubmission(
  app: FastifyInstance,
  user: { id: string },
  input: { problemId: string; level: number; overall: number; submittedAt: Date },
): Promise<string> {
  const id = randomUUID();
  await queryRows(
    app.db,
    sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status, created_at, started_at,
                                 lease_expires_at, evaluation_attempts)
        VALUES (${id}, ${input.problemId}, ${user.id}, ${input.level}, 'python', ${PYTHON_ECHO}, 'running',
                ${input.submittedAt.toISOString()}, now(), now() + interval '1 hour', 1)`,
  );
  await app.repositories.practice.submissions.complete(
    { id, evaluation_attempts: 1 },
    evaluationRated(input.overall),
  );
  return id;
}
