import type { ProblemLevel } from '../../../lib/levels';
import { useLevelLockStatus } from '../api/get-level-lock-status';

export type LevelAccess = 'open' | 'locked' | 'checking' | 'unknown';

function accessFrom(query: ReturnType<typeof useLevelLockStatus>): LevelAccess {
  if (query.data) return query.data.previous_level_cleared ? 'open' : 'locked';
  return query.isError ? 'unknown' : 'checking';
}

/** Level 1 is always open; levels 2 and 3 until the previous level has an overall rating of 7. */
export function useLevelLocks(problemId: string, userId: string): Record<ProblemLevel, LevelAccess> {
  const level2 = useLevelLockStatus({ problemId, userId, level: 2 });
  const level3 = useLevelLockStatus({ problemId, userId, level: 3 });
  return { 1: 'open', 2: accessFrom(level2), 3: accessFrom(level3) };
}
