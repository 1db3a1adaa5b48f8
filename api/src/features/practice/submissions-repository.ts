import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import type { Evaluation } from '../../evaluator/types';
import type { PagePosition } from './practice-cursor';
import type { ProblemLevelNumber } from './problems-repository';

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
  submitted_by?: string;
  problem_title?: string;
};

export type SubmissionFilters = {
  userId?: string;
  problemId?: string;
  level?: ProblemLevelNumber;
  language?: string;
};

export type NewSubmission = {
  id: string;
  userId: string;
  email: string;
  problemId: string;
  level: ProblemLevelNumber;
  language: string;
  code: string;
};

export type SubmitOutcome = 'created' | 'already-exists' | 'limit-reached';

/** The job a worker takes: what to run, once the submission is claimed. */
export type ClaimedSubmission = {
  id: string;
  problem_id: string;
  level: ProblemLevelNumber;
  language: string;
  code: string;
};

// A worker that died mid-evaluation leaves 'running' behind; after this long another may take it.
const STALE_RUNNING = sql`interval '15 minutes'`;
const TODAY_UTC = sql`((now() AT TIME ZONE 'UTC')::date)`;

const SELECT_WITH_EVALUATION = sql`
  SELECT s.id, s.problem_id, s.user_id, s.level, s.language, s.code, s.status, s.failure_reason,
         s.created_at::text AS created_at, (e.submission_id IS NOT NULL) AS evaluated,
         e.overall_rating, e.correctness_rating, e.correctness_notes, e.efficiency_rating, e.efficiency_notes,
         e.readability_rating, e.readability_notes, e.extensibility_rating, e.extensibility_notes,
         e.robustness_rating, e.robustness_notes, e.test_results, e.runtime_ms, e.memory_kb, e.error,
         e.reviewer_notes`;

function whereClause(filters: SubmissionFilters, position?: PagePosition): SQL {
  const conditions: SQL[] = [];
  if (filters.userId) conditions.push(sql`s.user_id = ${filters.userId}`);
  if (filters.problemId) conditions.push(sql`s.problem_id = ${filters.problemId}`);
  if (filters.level) conditions.push(sql`s.level = ${filters.level}`);
  if (filters.language) conditions.push(sql`s.language = ${filters.language}`);
  if (position?.cursor) {
    conditions.push(
      sql`(s.created_at, s.id) < (${position.cursor.createdAt}::timestamptz, ${position.cursor.id}::uuid)`,
    );
  }
  return conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

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
              LIMIT 1`,
        );
        if (!subscribed) {
          // Evaluations that could not run (sandbox down) are not the learner's to pay for.
          const [usage] = await queryRows<{ used: number }>(
            tx,
            sql`SELECT count(*)::int AS used FROM submissions
                WHERE user_id = ${input.userId} AND status <> 'failed'
                  AND created_at >= (${TODAY_UTC}::timestamp AT TIME ZONE 'UTC')`,
          );
          if ((usage?.used ?? 0) >= dailyLimit) return 'limit-reached';
        }
        const inserted = await queryRows(
          tx,
          sql`INSERT INTO submissions (id, problem_id, user_id, level, language, code, status)
              VALUES (${input.id}, ${input.problemId}, ${input.userId}, ${input.level}, ${input.language},
                      ${input.code}, 'pending')
              ON CONFLICT (id) DO NOTHING
              RETURNING id`,
        );
        return inserted.length > 0 ? 'created' : 'already-exists';
      });
    },

    async latest(filters: Required<SubmissionFilters>): Promise<SubmissionRow | undefined> {
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

    /** Takes a pending submission (or one whose worker died) for evaluation; undefined if not takeable. */
    async claim(id: string): Promise<ClaimedSubmission | undefined> {
      const [row] = await queryRows<ClaimedSubmission>(
        db,
        sql`UPDATE submissions SET status = 'running', started_at = now()
            WHERE id = ${id}
              AND (status = 'pending' OR (status = 'running' AND started_at < now() - ${STALE_RUNNING}))
            RETURNING id, problem_id, level, language, code`,
      );
      return row;
    },

    async complete(id: string, evaluation: Evaluation): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO evaluations (submission_id, overall_rating, correctness_rating, correctness_notes,
                efficiency_rating, efficiency_notes, readability_rating, readability_notes,
                extensibility_rating, extensibility_notes, robustness_rating, robustness_notes,
                test_results, runtime_ms, memory_kb, error, reviewer_notes)
              VALUES (${id}, ${evaluation.overall_rating}, ${evaluation.correctness_rating},
                ${evaluation.correctness_notes}, ${evaluation.efficiency_rating}, ${evaluation.efficiency_notes},
                ${evaluation.readability_rating}, ${evaluation.readability_notes},
                ${evaluation.extensibility_rating}, ${evaluation.extensibility_notes},
                ${evaluation.robustness_rating}, ${evaluation.robustness_notes},
                ${JSON.stringify(evaluation.test_results)}::jsonb, ${Math.round(evaluation.runtime_ms)},
                ${Math.round(evaluation.memory_kb)}, ${evaluation.error ?? null}, ${evaluation.reviewer_notes ?? null})
              ON CONFLICT (submission_id) DO NOTHING`,
        );
        await tx.execute(sql`UPDATE submissions SET status = 'done', failure_reason = NULL WHERE id = ${id}`);
      });
    },

    async fail(id: string, reason: string): Promise<void> {
      await db.execute(
        sql`UPDATE submissions SET status = 'failed', failure_reason = ${reason} WHERE id = ${id}`,
      );
    },

    /** Submissions still waiting or in progress (a restarted single process sends them again). */
    async unfinishedIds(): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`SELECT id FROM submissions WHERE status IN ('pending', 'running') ORDER BY created_at`,
      );
      return rows.map((row) => row.id);
    },

    /** After a restart of the single process that ran them, no worker holds 'running' submissions. */
    async releaseRunning(): Promise<void> {
      await db.execute(sql`UPDATE submissions SET status = 'pending' WHERE status = 'running'`);
    },
  };
}

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
