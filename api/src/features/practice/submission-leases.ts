import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import type { Evaluation } from '../../evaluator/types';
import { textArray } from '../../lib/sql-arrays';
import { recordContestScores } from '../contests/contest-scores';
import type { ProblemLevelNumber } from './problems-repository';
import { fairKeyOf, NO_LIVE_RUN_OF_S } from './submission-line';

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

/** What fences a worker's writes: the submission, and which of its claims this worker holds. */
export type SubmissionClaim = Pick<ClaimedSubmission, 'id' | 'evaluation_attempts'>;

/** The claim is still this worker's: no later claim counted an attempt since (see `complete`). */
const stillClaimed = (claim: SubmissionClaim) =>
  sql`id = ${claim.id} AND evaluation_attempts = ${claim.evaluation_attempts} AND status IN ('running', 'pending')`;

// Rows left 'running' before leases existed (no lease_expires_at) count as abandoned after this long.
const STALE_RUNNING_WITHOUT_LEASE = sql`interval '15 minutes'`;
const UNIQUE_VIOLATION = '23505';
const CLAIM_RACE_RETRIES = 5;

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The worker's side of the submissions table: it claims the next submission under a lease, renews or
 * hands back the lease, stores the outcome; the sweeper puts back submissions whose lease lapsed.
 */
export function createSubmissionLeases(db: Database) {
  return {
    /**
     * Takes the first submission in the fair line (`fairKeyOf`) whose author has nothing running, under a
     * lease of `leaseSeconds`; of an author's waiting submissions only the oldest is ever taken. The unique index on running submissions per user is the authority: when two
     * workers race for one learner's submissions, the loser's update fails and it looks again.
     */
    async claimNext(
      leaseSeconds: number,
      /** Only these languages: the ones this worker can run (issue 29); all when omitted. */
      languages?: readonly string[],
    ): Promise<ClaimedSubmission | undefined> {
      const runnableBy = (alias: string) =>
        languages ? sql`${sql.raw(alias)}.language = ANY(${textArray(languages)})` : sql`TRUE`;
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
                    AND ${runnableBy('s')}
                    -- Only the author's oldest waiting submission this worker can run: when a racing worker
                    -- holds that one locked, SKIP LOCKED must not hand this worker the author's next one.
                    AND NOT EXISTS (SELECT 1 FROM submissions o
                                    WHERE o.user_id = s.user_id AND o.status = 'pending' AND ${runnableBy('o')}
                                      AND (o.created_at, o.id) < (s.created_at, s.id))
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

    /** The language of the learner's oldest waiting submission, if one waits (whose slots to wake). */
    async waitingLanguage(userId: string): Promise<string | undefined> {
      const rows = await queryRows<{ language: string }>(
        db,
        sql`SELECT language FROM submissions WHERE user_id = ${userId} AND status = 'pending'
            ORDER BY created_at LIMIT 1`,
      );
      return rows[0]?.language;
    },

    /**
     * Stores the claim's evaluation and marks the submission done. Fenced by the claim: when this
     * worker's lease lapsed and another worker has claimed the submission since, nothing is written
     * and the answer is false, so only the current claim's outcome counts. (A lapsed lease whose
     * submission nobody has taken yet still completes: the result is as good and saves a rerun.)
     */
    async complete(claim: SubmissionClaim, evaluation: Evaluation): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [held] = await queryRows<{ id: string }>(
          tx,
          sql`UPDATE submissions SET status = 'done', failure_reason = NULL, lease_expires_at = NULL
              WHERE ${stillClaimed(claim)} RETURNING id`,
        );
        if (!held) return false;
        await tx.execute(
          sql`INSERT INTO evaluations (submission_id, overall_rating, correctness_rating, correctness_notes,
                efficiency_rating, efficiency_notes, readability_rating, readability_notes,
                extensibility_rating, extensibility_notes, robustness_rating, robustness_notes,
                test_results, runtime_ms, memory_kb, error, reviewer_notes, measured_growth, expected_growth)
              VALUES (${claim.id}, ${evaluation.overall_rating}, ${evaluation.correctness_rating},
                ${evaluation.correctness_notes}, ${evaluation.efficiency_rating}, ${evaluation.efficiency_notes},
                ${evaluation.readability_rating}, ${evaluation.readability_notes},
                ${evaluation.extensibility_rating}, ${evaluation.extensibility_notes},
                ${evaluation.robustness_rating}, ${evaluation.robustness_notes},
                ${JSON.stringify(evaluation.test_results)}::jsonb, ${Math.round(evaluation.runtime_ms)},
                ${Math.round(evaluation.memory_kb)}, ${evaluation.error ?? null}, ${evaluation.reviewer_notes ?? null},
                ${evaluation.measured_growth?.measured ?? null}, ${evaluation.measured_growth?.expected ?? null})
              ON CONFLICT (submission_id) DO NOTHING`,
        );
        // Issue 31: a submission inside a contest window updates that participant's standing now, so
        // the leaderboard never recomputes it from all submissions.
        await recordContestScores(tx, claim.id);
        return true;
      });
    },

    /** Marks the claim's submission failed; fenced like `complete` (false: another worker holds it). */
    async fail(claim: SubmissionClaim, reason: string): Promise<boolean> {
      const failed = await queryRows(
        db,
        sql`UPDATE submissions SET status = 'failed', failure_reason = ${reason}, lease_expires_at = NULL
            WHERE ${stillClaimed(claim)} RETURNING id`,
      );
      return failed.length > 0;
    },

    /** After a restart of the single process that ran them, no worker holds 'running' submissions. */
    async releaseRunning(): Promise<void> {
      await db.execute(
        sql`UPDATE submissions SET status = 'pending', lease_expires_at = NULL WHERE status = 'running'`,
      );
    },
  };
}
