import { sql, type SQL } from 'drizzle-orm';
import type { ProblemLevelNumber } from './problems-repository';
import type { SubmissionsRepository } from './submissions-repository';

/**
 * docs/PRODUCT.md#levels: levels 2 and 3 open once the previous level has an overall rating of at least 7.
 */
export const UNLOCK_RATING = 7;

/**
 * Whether the learner may open, run and submit this level: level 1 always; a later level once the previous
 * one is cleared, or (issue 31) while the learner's contest window includes this problem level.
 */
export async function isLevelOpen(
  submissions: SubmissionsRepository,
  userId: string,
  problemId: string,
  level: ProblemLevelNumber,
): Promise<boolean> {
  if (level === 1) return true;
  if (await submissions.hasRatingAtLeast(userId, problemId, (level - 1) as ProblemLevelNumber, UNLOCK_RATING))
    return true;
  return submissions.isContestLevelInWindow(userId, problemId, level);
}

/**
 * The same rule in SQL, for lists that tell many levels at once (the problem list's progress):
 * `rating` cleared its level when it reaches UNLOCK_RATING.
 */
export const clearsLevel = (rating: SQL): SQL => sql`${rating} >= ${UNLOCK_RATING}`;
