import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

/**
 * Whether a submission (`alias`: its row in the query) counts for a contest: its author is a participant
 * whose window holds its submitted_at (start inclusive, end exclusive), and its (problem, level) is one
 * of that contest's problems. The one rule the scores, the daily limit and the level lock share.
 */
export const countsForContest = (alias: string): SQL => {
  const s = sql.raw(alias);
  return sql`EXISTS (
    SELECT 1 FROM contest_participants cp_in
    JOIN contest_problems cpr_in ON cpr_in.contest_id = cp_in.contest_id
    WHERE cp_in.user_id = ${s}.user_id AND cpr_in.problem_id = ${s}.problem_id AND cpr_in.level = ${s}.level
      AND ${s}.created_at >= cp_in.window_started_at AND ${s}.created_at < cp_in.window_ends_at)`;
};

/**
 * Whether `userId` is inside a contest window now that includes this problem level: its level lock is
 * lifted and the daily evaluation limit does not apply to it.
 */
export async function isContestLevelInWindow(
  db: Pick<Database, 'execute'>,
  userId: string,
  problemId: string,
  level: number,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 AS one FROM contest_participants cp
        JOIN contest_problems cpr ON cpr.contest_id = cp.contest_id
        WHERE cp.user_id = ${userId} AND cpr.problem_id = ${problemId} AND cpr.level = ${level}
          AND cp.window_started_at <= now() AND now() < cp.window_ends_at
        LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * Called in the transaction that stores a submission's evaluation (submission-leases' `complete`): for
 * every contest the submission counts for, keeps the participant's best rating on that problem level
 * (and the earliest submitted_at that reached it), then their sum and `last_raised_at`. A worse rating
 * changes nothing; an equal one from an earlier submission (evaluations may finish out of order) moves
 * the time back to when it was first reached, so the result does not depend on the order evaluations
 * finish in: `last_raised_at` is the latest of the problems' first-reached times among rated problems,
 * which is exactly the submitted_at of the submission that last raised the average.
 */
export async function recordContestScores(
  tx: Pick<Database, 'execute'>,
  submissionId: string,
): Promise<void> {
  const changed = await queryRows<{ contest_id: string; user_id: string }>(
    tx,
    sql`WITH judged AS (
          SELECT s.user_id, s.problem_id, s.level, s.created_at, COALESCE(e.overall_rating, 0) AS rating
          FROM submissions s JOIN evaluations e ON e.submission_id = s.id
          WHERE s.id = ${submissionId}
        ),
        counted AS (
          SELECT cp.contest_id, j.user_id, j.problem_id, j.level, j.rating, j.created_at
          FROM judged j
          JOIN contest_participants cp
            ON cp.user_id = j.user_id AND j.created_at >= cp.window_started_at AND j.created_at < cp.window_ends_at
          JOIN contest_problems cpr
            ON cpr.contest_id = cp.contest_id AND cpr.problem_id = j.problem_id AND cpr.level = j.level
          FOR UPDATE OF cp
        )
        INSERT INTO contest_problem_scores AS best (contest_id, user_id, problem_id, level, best_rating, reached_at)
        SELECT contest_id, user_id, problem_id, level, rating, created_at FROM counted
        ON CONFLICT (contest_id, user_id, problem_id, level) DO UPDATE
          SET best_rating = excluded.best_rating, reached_at = excluded.reached_at
          WHERE excluded.best_rating > best.best_rating
             OR (excluded.best_rating = best.best_rating AND excluded.reached_at < best.reached_at)
        RETURNING contest_id, user_id`,
  );
  for (const { contest_id, user_id } of changed) {
    await tx.execute(
      sql`UPDATE contest_participants cp
          SET score_sum = totals.score_sum, last_raised_at = totals.last_raised_at,
              problems_attempted = totals.attempted
          FROM (SELECT COALESCE(sum(best_rating), 0) AS score_sum,
                       max(reached_at) FILTER (WHERE best_rating > 0) AS last_raised_at,
                       count(*)::int AS attempted
                FROM contest_problem_scores
                WHERE contest_id = ${contest_id} AND user_id = ${user_id}) AS totals
          WHERE cp.contest_id = ${contest_id} AND cp.user_id = ${user_id}`,
    );
  }
}
