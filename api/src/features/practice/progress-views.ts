import { PROBLEM_CATEGORIES } from '../../evaluator/ratings/overall';
import type { ProblemCategory } from '../../evaluator/types';
import { toIsoTimestamp } from '../../lib/timestamps';
import { problemCategory } from './level-tests';
import {
  LEVELS_PER_PROBLEM,
  type ProblemListRow,
  type ProgressStatus,
  type RecentSubmissionRow,
} from './progress-repository';

export type ProblemListItem = {
  id: string;
  title: string;
  tags: string[];
  category: ProblemCategory;
  progress?: { highest_level_cleared: number; best_rating: number | null; status: ProgressStatus };
};

function statusOf(started: boolean, highestLevelCleared: number): ProgressStatus {
  if (!started) return 'not-started';
  return highestLevelCleared >= LEVELS_PER_PROBLEM ? 'all-cleared' : 'in-progress';
}

export function toProblemListItem(row: ProblemListRow): ProblemListItem {
  const item: ProblemListItem = {
    id: row.id,
    title: row.title,
    tags: row.tags,
    category: problemCategory(row.bank_slug),
  };
  if (row.started === null) return item;
  const highest = row.highest_level_cleared ?? 0;
  return {
    ...item,
    progress: {
      highest_level_cleared: highest,
      best_rating: row.best_rating,
      status: statusOf(row.started, highest),
    },
  };
}

/** Levels cleared out of those there are, per category, in the evaluator's category order. */
export function levelsClearedByCategory(
  rows: ReadonlyArray<{ bank_slug: string | null; highest_level_cleared: number }>,
) {
  return PROBLEM_CATEGORIES.map((category) => {
    const ofCategory = rows.filter((row) => problemCategory(row.bank_slug) === category);
    return {
      category,
      levels_cleared: ofCategory.reduce((sum, row) => sum + row.highest_level_cleared, 0),
      levels_total: ofCategory.length * LEVELS_PER_PROBLEM,
    };
  });
}

export function toRecentSubmission(row: RecentSubmissionRow) {
  return {
    id: row.id,
    problem_id: row.problem_id,
    problem_title: row.problem_title,
    level: row.level,
    language: row.language,
    status: row.status as 'pending' | 'running' | 'done' | 'failed',
    created_at: toIsoTimestamp(row.created_at),
    overall_rating: row.overall_rating,
    accepted: row.accepted,
  };
}
