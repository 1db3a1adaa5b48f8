import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { countsForContest, isContestLevelInWindow } from '../contests/contest-scores';
import type { PagePosition } from './practice-cursor';
import type { ProblemLevelNumber } from './problems-repository';
import { createSubmissionLeases } from './submission-leases';
import { QUEUE_POSITION_OF_S } from './submission-line';
import { createSubmissionSuggestions } from './submission-suggestions';

export type SubmissionStatus = 'pending' | 'running' | 'done' | 'failed';

/** A submission with its evaluation columns (null until the worker stored one). */
export type SubmissionRow = {
  id: string;
  problem_id: string;
  user_id: string;
  level: number;
  language: string;
  code: string;
  status: SubmissionStatus;
  failure_reason: string | null;
  created_at: string;
  evaluated: boolean;
  overall_rating: number | null;
  correctness_rating: number | null;
  correctness_notes: string | null;
  efficiency_rating: number | null;
  efficiency_notes: string | null;
  readability_rating: number | null;
  readability_notes: string | null;
  extensibility_rating: number | null;
  extensibility_notes: string | null;
  robustness_rating: number | null;
  robustness_notes: string | null;
  test_results: unknown[] | null;
  runtime_ms: number | null;
  memory_kb: number | null;
  error: string | null;
  reviewer_notes: string | null;
  measured_growth: string | null;
  expected_growth: string | null;
  /** The bank problem it answers (null for one an administrator created): its category weighs overall. */
  bank_slug: string | null;
  /** 1 for the next submission to be taken, while status is 'pending'; null otherwise. */
  queue_position: number | null;
  submitted_by?: string;
  problem_title?: string;
};

export type SubmissionFilters = {
  userId?: string;
  problemId?: string;
  level?: ProblemLevelNumber;
  language?: string;
  /** The author's e-mail, exact but case-insensitive (the admin list's filter). */
  userEmail?: string;
  /** The problem's title, exact but case-insensitive: every problem of that title. */
  problemTitle?: string;
};

export type NewSubmission = {
  id: string;
  userId: string;
  email: string;
  problemId: string;
  level: ProblemLevelNumber;
  language: string;
  code: string;
  /** The submitting request's `traceparent` (tracing on): the worker's evaluation span continues it. */
  traceContext?: string;
};

export type SubmitOutcome = 'created' | 'already-exists' | 'limit-reached';

export type QueueState = { status: SubmissionStatus; queue_position: number | null };

const TODAY_UTC = sql`((now() AT TIME ZONE 'UTC')::date)`;

const SELECT_WITH_EVALUATION = sql`
  SELECT s.id, s.problem_id, s.user_id, s.level, s.language, s.code, s.status, s.failure_reason,
         s.created_at::text AS created_at, (e.submission_id IS NOT NULL) AS evaluated,
         e.overall_rating, e.correctness_rating, e.correctness_notes, e.efficiency_rating, e.efficiency_notes,
         e.readability_rating, e.readability_notes, e.extensibility_rating, e.extensibility_notes,
         e.robustness_rating, e.robustness_notes, e.test_results, e.runtime_ms, e.memory_kb, e.error,
         e.reviewer_notes, e.measured_growth, e.expected_growth,
         (SELECT p_bank.bank_slug FROM problems p_bank WHERE p_bank.id = s.problem_id) AS bank_slug,
         CASE WHEN s.status = 'pending' THEN ${QUEUE_POSITION_OF_S} END AS queue_position`;

function whereClause(filters: SubmissionFilters, position?: PagePosition): SQL {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(sql`s.user_id = ${filters.userId}`);
  if (filters.problemId) conditions.push(sql`s.problem_id = ${filters.problemId}`);
  if (filters.level) conditions.push(sql`s.level = ${filters.level}`);
  if (filters.language) conditions.push(sql`s.language = ${filters.language}`);
  if (filters.userEmail) {
    conditions.push(sql`s.user_id IN (SELECT id FROM users WHERE email = lower(${filters.userEmail}))`);
  }
  if (filters.problemTitle) {
    conditions.push(
      sql`s.problem_id IN (SELECT id FROM problems WHERE lower(title) = lower(${filters.problemTitle}))`,
    );
  }
  if (position?.cursor) {
    conditions.push(
      sql`(s.created_at, s.id) < (${position.cursor.createdAt}::timestamptz, ${position.cursor.id}::uuid)`,
    );
  }
  return conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

/** Submissions as learners and administrators see them, plus the worker's leases and the filters' suggestions. */
export function createSubmissionsRepository(db: Database) {
  return {
    async findOwner(
      id: string,
    ): Promise<
      { user_id: string; problem_id: string; level: number; language: string; code: string } | undefined
    > {
      const [row] = await queryRows<{
        user_id: string;
        problem_id: string;
        level: number;
        language: string;
        code: string;
      }>(db, sql`SELECT user_id, problem_id, level, language, code FROM submissions WHERE id = ${id}`);
      return row;
    },

    /**
     * Stores a pending submission unless the user has used today's (UTC) free evaluations and has no
     * active subscription. One transaction per user at a time, so parallel requests cannot overspend.
     */
    async createWithinDailyLimit(input: NewSubmission, dailyLimit: number): Promise<SubmitOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtextextended(${`practice:${input.userId}`}, 0))`,
        );
        const [existing] = await queryRows(tx, sql`SELECT 1 AS one FROM submissions WHERE id = ${input.id}`);
        if (existing) return 'already-exists';
        const [subscribed] = await queryRows(
          tx,
          sql`SELECT 1 AS one FROM subscriptions
              WHERE email = ${input.email} AND start_date <= ${TODAY_UTC} AND end_date >= ${TODAY_UTC}
                AND cancelled_at IS NULL
              LIMIT 1`,
        );
        // Issue 31: inside a contest window the contest's problem levels are not limited, nor counted.
        const limited =
          !subscribed && !(await isContestLevelInWindow(tx, input.userId, input.problemId, input.level));
        if (limited) {
          // Evaluations that could not run (sandbox down) are not the learner's to pay for.
          const [usage] = await queryRows<{ used: number }>(
            tx,
            sql`SELECT count(*)::int AS used FROM submissions s
                WHERE s.user_id = ${input.userId} AND s.status <> 'failed'
                  AND s.created_at >= (${TODAY_UTC}::timestamp AT TIME ZONE 'UTC')
                  AND NOT ${countsForContest('s')}`,
          );
          if ((usage?.used ?? 0) >= dailyLimit) return 'limit-reached';
        }
        const inserted = await queryRows(
          tx,
          sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status, trace_context)
              VALUES (${input.id}, ${input.problemId}, ${input.userId}, ${input.level}, ${input.language},
                      ${input.code}, 'pending', ${input.traceContext ?? null})
              ON CONFLICT (id) DO NOTHING
              RETURNING id`,
        );
        return inserted.length > 0 ? 'created' : 'already-exists';
      });
    },

    async latest(
      filters: Required<Omit<SubmissionFilters, 'userEmail' | 'problemTitle'>>,
    ): Promise<SubmissionRow | undefined> {
      const [row] = await queryRows<SubmissionRow>(
        db,
        sql`${SELECT_WITH_EVALUATION}
            FROM submissions s LEFT JOIN evaluations e ON e.submission_id = s.id
            ${whereClause(filters)}
            ORDER BY s.created_at DESC, s.id DESC
            LIMIT 1`,
      );
      return row;
    },

    /**
     * Newest first, keyset-paged on (created_at, id); one row more than `limit` when a next page exists.
     * `withAuthor` adds the submitter's e-mail and the problem's title (the administrator's list).
     */
    async list(
      filters: SubmissionFilters,
      position: PagePosition,
      limit: number,
      { withAuthor = false } = {},
    ): Promise<SubmissionRow[]> {
      const authorColumns = withAuthor ? sql`, u.email AS submitted_by, p.title AS problem_title` : sql``;
      const authorJoins = withAuthor
        ? sql`JOIN users u ON u.id = s.user_id JOIN problems p ON p.id = s.problem_id`
        : sql``;
      return queryRows<SubmissionRow>(
        db,
        sql`${SELECT_WITH_EVALUATION} ${authorColumns}
            FROM submissions s LEFT JOIN evaluations e ON e.submission_id = s.id ${authorJoins}
            ${whereClause(filters, position)}
            ORDER BY s.created_at DESC, s.id DESC
            LIMIT ${limit + 1} OFFSET ${position.offset}`,
      );
    },

    /** Whether the user has an overall rating of at least `threshold` on this level, in any language. */
    async hasRatingAtLeast(
      userId: string,
      problemId: string,
      level: ProblemLevelNumber,
      threshold: number,
    ): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`SELECT 1 AS one FROM submissions s JOIN evaluations e ON e.submission_id = s.id
            WHERE s.user_id = ${userId} AND s.problem_id = ${problemId} AND s.level = ${level}
              AND e.overall_rating >= ${threshold}
            LIMIT 1`,
      );
      return rows.length > 0;
    },

    /** Issue 31: whether the user's contest window is open now and includes this problem level. */
    isContestLevelInWindow(userId: string, problemId: string, level: ProblemLevelNumber): Promise<boolean> {
      return isContestLevelInWindow(db, userId, problemId, level);
    },

    /** Whether the submission is waiting, running or finished, and its place in line while it waits. */
    async queueState(id: string): Promise<QueueState | undefined> {
      const [row] = await queryRows<QueueState>(
        db,
        sql`SELECT s.status, CASE WHEN s.status = 'pending' THEN ${QUEUE_POSITION_OF_S} END AS queue_position
            FROM submissions s WHERE s.id = ${id}`,
      );
      return row;
    },

    ...createSubmissionLeases(db),
    ...createSubmissionSuggestions(db),
  };
}

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
