import { sql } from 'drizzle-orm';

// The order in which waiting submissions are taken, shared by the queue position a learner sees
// (submissions-repository) and the worker's claim (submission-leases).

/**
 * The fair line, round-robin across learners: a waiting submission's key is (its rank among its author's
 * waiting submissions, when its author was last served, when it was sent). Every learner's first waiting
 * submission comes before anyone's second; among firsts, the learner served least recently (never served
 * first) goes first, so a learner whose evaluation just ended queues behind everyone else's first. No tier
 * goes ahead: subscribers wait in the same line. `fairKeyOf('s')` is the key of the submission aliased `s`.
 */
export const fairKeyOf = (alias: string) => {
  const row = sql.raw(alias);
  return sql`((SELECT count(*) FROM submissions mine
                WHERE mine.user_id = ${row}.user_id AND mine.status = 'pending'
                  AND (mine.created_at, mine.id) < (${row}.created_at, ${row}.id)),
              (SELECT coalesce(max(served.started_at), '-infinity'::timestamptz) FROM submissions served
                WHERE served.user_id = ${row}.user_id AND served.started_at IS NOT NULL),
              ${row}.created_at, ${row}.id)`;
};

/** Waiting submissions (every user's) a worker takes before this one in the fair line, plus one. */
export const QUEUE_POSITION_OF_S = sql`(SELECT count(*)::int + 1 FROM submissions q
     WHERE q.status = 'pending' AND ${fairKeyOf('q')} < ${fairKeyOf('s')})`;

/** The author of s has no Run on the samples in progress (practice-runs-repository): it goes first. */
export const NO_LIVE_RUN_OF_S = sql`NOT EXISTS (SELECT 1 FROM practice_runs pr
     WHERE pr.user_id = s.user_id AND pr.expires_at > now())`;
