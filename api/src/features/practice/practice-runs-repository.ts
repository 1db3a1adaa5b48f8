import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

export type RunLeaseOutcome = 'acquired' | 'evaluation-in-flight' | 'run-in-flight';

export function createPracticeRunsRepository(db: Database) {
  return {
    /**
     * Marks a Run in progress for the learner unless an evaluation of theirs waits or runs, or another
     * Run is live. Evaluations are created under the same per-learner lock, and the worker skips a
     * learner with a live Run, so a Run and an evaluation never share the sandbox for one learner.
     */
    async acquire(userId: string, leaseSeconds: number): Promise<RunLeaseOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`practice:${userId}`}, 0))`);
        const [evaluating] = await queryRows(
          tx,
          sql`SELECT 1 AS one FROM submissions
              WHERE user_id = ${userId} AND status IN ('pending', 'running') LIMIT 1`,
        );
        if (evaluating) return 'evaluation-in-flight';
        const taken = await queryRows(
          tx,
          sql`INSERT INTO practice_runs (user_id, started_at, expires_at)
              VALUES (${userId}, now(), now() + make_interval(secs => ${leaseSeconds}))
              ON CONFLICT (user_id) DO UPDATE
                SET started_at = excluded.started_at, expires_at = excluded.expires_at
                WHERE practice_runs.expires_at < now()
              RETURNING user_id`,
        );
        return taken.length > 0 ? 'acquired' : 'run-in-flight';
      });
    },

    async release(userId: string): Promise<void> {
      await db.execute(sql`DELETE FROM practice_runs WHERE user_id = ${userId}`);
    },
  };
}

export type PracticeRunsRepository = ReturnType<typeof createPracticeRunsRepository>;
