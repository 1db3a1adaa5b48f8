import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../../lib/sql-arrays';
import { containingPattern } from '../../lib/like-pattern';
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

/** The job a worker takes: what to run, once the submission is claimed. */
export type ClaimedSubmission = {
  id: string;
  user_id: string;
  problem_id: string;
  level: ProblemLevelNumber;
  language: string;
  code: string;
  /** Counts every claim; it also tells this worker's lease from a later one on the same row. */
  evaluation_attempts: number;
  /** The submitting request's `traceparent` (tracing on), which the evaluation's span continues. */
  trace_context: string | null;
};

export type QueueState = { status: SubmissionStatus; queue_position: number | null };

// Rows left 'running' before leases existed (no lease_expires_at) count as abandoned after this long.
const STALE_RUNNING_WITHOUT_LEASE = sql`interval '15 minutes'`;
const UNIQUE_VIOLATION = '23505';
const CLAIM_RACE_RETRIES = 5;
const TODAY_UTC = sql`((now() AT TIME ZONE 'UTC')::date)`;

/**
 * The fair line, round-robin across learners: a waiting submission's key is (its rank among its author's
 * waiting submissions, when its author was last served, when it was sent). Every learner's first waiting
 * submission comes before anyone's second; among firsts, the learner served least recently (never served
 * first) goes first, so a learner whose evaluation just ended queues behind everyone else's first. No tier
 * goes ahead: subscribers wait in the same line. `fairKeyOf('s')` is the key of the submission aliased `s`.
 */
const fairKeyOf = (alias: string) => {
  const row = sql.raw(alias);
  return sql`((SELECT count(*) FROM submissions mine
                WHERE mine.user_id = ${row}.user_id AND mine.status = 'pending'
                  AND (mine.created_at, mine.id) < (${row}.created_at, ${row}.id)),
              (SELECT coalesce(max(served.started_at), '-infinity'::timestamptz) FROM submissions served
                WHERE served.user_id = ${row}.user_id AND served.started_at IS NOT NULL),
              ${row}.created_at, ${row}.id)`;
};

/** Waiting submissions (every user's) a worker takes before this one in the fair line, plus one. */
const QUEUE_POSITION_OF_S = sql`(SELECT count(*)::int + 1 FROM submissions q
     WHERE q.status = 'pending' AND ${fairKeyOf('q')} < ${fairKeyOf('s')})`;

/** The author of s has no Run on the samples in progress (practice-runs-repository): it goes first. */
const NO_LIVE_RUN_OF_S = sql`NOT EXISTS (SELECT 1 FROM practice_runs pr
     WHERE pr.user_id = s.user_id AND pr.expires_at > now())`;

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

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

    /** Up to `limit` e-mails of learners who submitted code, containing `text`: filter suggestions. */
    async suggestSubmitterEmails(text: string, limit: number): Promise<string[]> {
      const rows = await queryRows<{ email: string }>(
        db,
        sql`SELECT u.email FROM users u
            WHERE u.email LIKE ${containingPattern(text.toLowerCase())}
              AND EXISTS (SELECT 1 FROM submissions s WHERE s.user_id = u.id)
            ORDER BY u.email LIMIT ${limit}`,
      );
      return rows.map((row) => row.email);
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

    /** Whether the submission is waiting, running or finished, and its place in line while it waits. */
    async queueState(id: string): Promise<QueueState | undefined> {
      const [row] = await queryRows<QueueState>(
        db,
        sql`SELECT s.status, CASE WHEN s.status = 'pending' THEN ${QUEUE_POSITION_OF_S} END AS queue_position
            FROM submissions s WHERE s.id = ${id}`,
      );
      return row;
    },

    /**
     * Takes the first submission in the fair line (`fairKeyOf`) whose author has nothing running, under a
     * lease of `leaseSeconds`. The unique index on running submissions per user is the authority: when two
     * workers race for one learner's submissions, the loser's update fails and it looks again.
     */
    async claimNext(
      leaseSeconds: number,
      /** Only these languages: the ones this worker can run (issue 29); all when omitted. */
      languages?: readonly string[],
    ): Promise<ClaimedSubmission | undefined> {
      const runnable = languages ? sql`s.language = ANY(${textArray(languages)})` : sql`TRUE`;
      for (let attempt = 0; attempt < CLAIM_RACE_RETRIES; attempt++) {
        try {
          const [row] = await queryRows<ClaimedSubmission>(
            db,
            sql`UPDATE submissions
                SET status = 'running', started_at = now(),
                    lease_expires_at = now() + make_interval(secs => ${leaseSeconds}),
                    evaluation_attempts = evaluation_attempts + 1
                WHERE status = 'pending' AND id = (
                  SELECT s.id FROM submissions s
                  WHERE s.status = 'pending'
                    AND NOT EXISTS (SELECT 1 FROM submissions r WHERE r.user_id = s.user_id AND r.status = 'running')
                    AND ${NO_LIVE_RUN_OF_S}
                    AND ${runnable}
                  ORDER BY ${fairKeyOf('s')}
                  LIMIT 1
                  FOR UPDATE SKIP LOCKED)
                RETURNING id, user_id, problem_id, level, language, code, evaluation_attempts, trace_context`,
          );
          return row;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      return undefined;
    },

    /** Extends a running evaluation's lease; false when this worker no longer holds it. */
    async renewLease(claim: ClaimedSubmission, leaseSeconds: number): Promise<boolean> {
      const renewed = await queryRows(
        db,
        sql`UPDATE submissions SET lease_expires_at = now() + make_interval(secs => ${leaseSeconds})
            WHERE id = ${claim.id} AND status = 'running' AND evaluation_attempts = ${claim.evaluation_attempts}
            RETURNING id`,
      );
      return renewed.length > 0;
    },

    /**
     * A worker shutting down hands a running submission back at once, in its old place, so another
     * worker starts it now instead of after the lease lapses. A clean handover is not an interruption:
     * the attempt it took is given back. False when this worker no longer held it.
     */
    async releaseClaim(claim: ClaimedSubmission): Promise<boolean> {
      const released = await queryRows(
        db,
        sql`UPDATE submissions
            SET status = 'pending', lease_expires_at = NULL, evaluation_attempts = evaluation_attempts - 1
            WHERE id = ${claim.id} AND status = 'running' AND evaluation_attempts = ${claim.evaluation_attempts}
            RETURNING id`,
      );
      return released.length > 0;
    },

    /** Running submissions whose worker stopped renewing the lease go back to the line, in their old place. */
    async releaseExpiredLeases(): Promise<Array<{ id: string; language: string }>> {
      const rows = await queryRows<{ id: string; language: string }>(
        db,
        sql`UPDATE submissions SET status = 'pending', lease_expires_at = NULL
            WHERE status = 'running'
              AND (lease_expires_at < now()
                   OR (lease_expires_at IS NULL AND started_at < now() - ${STALE_RUNNING_WITHOUT_LEASE}))
            RETURNING id, language`,
      );
      return rows;
    },

    /** Whether a waiting submission could be taken now (its author has nothing running) but has waited `seconds`. */
    async overdueWaitingLanguages(seconds: number): Promise<string[]> {
      const rows = await queryRows<{ language: string }>(
        db,
        sql`SELECT DISTINCT s.language FROM submissions s
            WHERE s.status = 'pending' AND s.created_at < now() - make_interval(secs => ${seconds})
              AND NOT EXISTS (SELECT 1 FROM submissions r WHERE r.user_id = s.user_id AND r.status = 'running')
              AND ${NO_LIVE_RUN_OF_S}`,
      );
      return rows.map((row) => row.language);
    },

    /** The language of the learner's oldest waiting submission (its queue), if one waits. */
    async waitingLanguage(userId: string): Promise<string | undefined> {
      const rows = await queryRows<{ language: string }>(
        db,
        sql`SELECT language FROM submissions WHERE user_id = ${userId} AND status = 'pending'
            ORDER BY created_at LIMIT 1`,
      );
      return rows[0]?.language;
    },

    async complete(id: string, evaluation: Evaluation): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO evaluations (submission_id, overall_rating, correctness_rating, correctness_notes,
                efficiency_rating, efficiency_notes, readability_rating, readability_notes,
                extensibility_rating, extensibility_notes, robustness_rating, robustness_notes,
                test_results, runtime_ms, memory_kb, error, reviewer_notes, measured_growth, expected_growth)
              VALUES (${id}, ${evaluation.overall_rating}, ${evaluation.correctness_rating},
                ${evaluation.correctness_notes}, ${evaluation.efficiency_rating}, ${evaluation.efficiency_notes},
                ${evaluation.readability_rating}, ${evaluation.readability_notes},
                ${evaluation.extensibility_rating}, ${evaluation.extensibility_notes},
                ${evaluation.robustness_rating}, ${evaluation.robustness_notes},
                ${JSON.stringify(evaluation.test_results)}::jsonb, ${Math.round(evaluation.runtime_ms)},
                ${Math.round(evaluation.memory_kb)}, ${evaluation.error ?? null}, ${evaluation.reviewer_notes ?? null},
                ${evaluation.measured_growth?.measured ?? null}, ${evaluation.measured_growth?.expected ?? null})
              ON CONFLICT (submission_id) DO NOTHING`,
        );
        await tx.execute(
          sql`UPDATE submissions SET status = 'done', failure_reason = NULL, lease_expires_at = NULL
              WHERE id = ${id}`,
        );
      });
    },

    async fail(id: string, reason: string): Promise<void> {
      await db.execute(
        sql`UPDATE submissions SET status = 'failed', failure_reason = ${reason}, lease_expires_at = NULL
            WHERE id = ${id}`,
      );
    },

    /** Submissions still waiting or in progress (a restarted single process sends them again). */
    async unfinished(): Promise<Array<{ id: string; language: string }>> {
      return queryRows<{ id: string; language: string }>(
        db,
        sql`SELECT id, language FROM submissions WHERE status IN ('pending', 'running') ORDER BY created_at`,
      );
    },

    /** After a restart of the single process that ran them, no worker holds 'running' submissions. */
    async releaseRunning(): Promise<void> {
      await db.execute(
        sql`UPDATE submissions SET status = 'pending', lease_expires_at = NULL WHERE status = 'running'`,
      );
    },
  };
}

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
