import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import type { ProblemCategory } from '../../evaluator/types';
import { containingPattern } from '../../lib/like-pattern';
import { clearsLevel } from './level-lock';
import { inCategory } from './problem-categories';
import type { PagePosition } from './practice-cursor';

/** docs/PRODUCT.md#levels: a problem has three levels. */
export const LEVELS_PER_PROBLEM = 3;

export const PROGRESS_STATUSES = ['not-started', 'in-progress', 'all-cleared'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

export type ProblemListFilters = {
  category?: ProblemCategory;
  tag?: string;
  /** Needs a learner: it is about their submissions. */
  status?: ProgressStatus;
  /** Text the title contains, case-insensitive. */
  q?: string;
};

export type ProblemListRow = {
  id: string;
  title: string;
  tags: string[];
  bank_slug: string | null;
  created_at: string;
  /** The learner's, when one asked; null for a visitor. */
  started: boolean | null;
  highest_level_cleared: number | null;
  best_rating: number | null;
};

export type RecentSubmissionRow = {
  id: string;
  problem_id: string;
  problem_title: string;
  level: number;
  language: string;
  status: string;
  created_at: string;
  overall_rating: number | null;
  accepted: boolean | null;
};

/**
 * Accepted, as judgeVerdict (evaluator/ratings/verdict.ts) decides from the same stored columns: no
 * compile error, at least one test, and every test passed. Spelled in SQL so a list of many
 * submissions needs no test results in JavaScript.
 */
const ACCEPTED = sql`(e.error IS NULL AND jsonb_array_length(e.test_results) > 0
                      AND NOT e.test_results @> '[{"passed": false}]'::jsonb)`;

/**
 * The learner's progress on problem `p`, as correlated subqueries on (user_id, problem_id, level),
 * so only the problems a page shows are looked at (and, to filter by status, only indexed columns).
 */
const mine = (userId: string) => sql`FROM submissions s JOIN evaluations e ON e.submission_id = s.id
                                     WHERE s.user_id = ${userId} AND s.problem_id = p.id`;
/** The highest level an evaluation cleared (0–3), by the level-lock rule. */
const highestLevelCleared = (userId: string) =>
  sql`COALESCE((SELECT max(s.level) ${mine(userId)} AND ${clearsLevel(sql`e.overall_rating`)}), 0)::int`;
const started = (userId: string) =>
  sql`EXISTS (SELECT 1 FROM submissions s WHERE s.user_id = ${userId} AND s.problem_id = p.id)`;
const allLevelsCleared = (userId: string) =>
  sql`EXISTS (SELECT 1 ${mine(userId)} AND s.level = ${LEVELS_PER_PROBLEM} AND ${clearsLevel(sql`e.overall_rating`)})`;
/**
 * The best overall rating of an accepted submission: ratings from the top, stopping at the first
 * accepted one, so the test results of the others are never read.
 */
const bestAcceptedRating = (userId: string) =>
  // OFFSET 0 keeps the acceptance test out of the inner query: it runs on the sorted ratings and
  // stops at the first accepted one, instead of reading every submission's test results.
  sql`(SELECT e.overall_rating
       FROM (SELECT e.overall_rating, e.error, e.test_results ${mine(userId)} AND e.overall_rating IS NOT NULL
             ORDER BY e.overall_rating DESC OFFSET 0) e
       WHERE ${ACCEPTED} LIMIT 1)`;

const statusCondition = (status: ProgressStatus, userId: string): SQL => {
  if (status === 'not-started') return sql`NOT ${started(userId)}`;
  if (status === 'in-progress') return sql`${started(userId)} AND NOT ${allLevelsCleared(userId)}`;
  return allLevelsCleared(userId);
};

/** The problem list as a learner (with their progress) or a visitor sees it, and the learner's summary. */
export function createProgressRepository(db: Database) {
  return {
    /** Published problems, newest first, keyset-paged on (created_at, id); one row more than `limit` when a next page exists. */
    async listProblems(
      filters: ProblemListFilters,
      position: PagePosition,
      limit: number,
      userId: string | null,
    ): Promise<ProblemListRow[]> {
      const conditions: SQL[] = [sql`p.published`];
      if (filters.category) conditions.push(inCategory(filters.category, sql`p.bank_slug`));
      if (filters.tag) conditions.push(sql`${filters.tag} = ANY(p.tags)`);
      if (filters.q) conditions.push(sql`p.title ILIKE ${containingPattern(filters.q)}`);
      if (filters.status && userId) conditions.push(statusCondition(filters.status, userId));
      if (position.cursor) {
        conditions.push(
          sql`(p.created_at, p.id) < (${position.cursor.createdAt}::timestamptz, ${position.cursor.id}::uuid)`,
        );
      }
      const progressColumns = userId
        ? sql`${started(userId)} AS started, ${highestLevelCleared(userId)} AS highest_level_cleared,
              ${bestAcceptedRating(userId)} AS best_rating`
        : sql`NULL::boolean AS started, NULL::int AS highest_level_cleared, NULL::float8 AS best_rating`;
      return queryRows<ProblemListRow>(
        db,
        sql`SELECT p.id, p.title, p.tags, p.bank_slug, p.created_at::text AS created_at, ${progressColumns}
            FROM problems p
            WHERE ${sql.join(conditions, sql` AND `)}
            ORDER BY p.created_at DESC, p.id DESC
            LIMIT ${limit + 1} OFFSET ${position.offset}`,
      );
    },

    /** Every tag of a published problem, once, in alphabetical order: the list's tag filter offers these. */
    async tags(): Promise<string[]> {
      const rows = await queryRows<{ tag: string }>(
        db,
        sql`SELECT DISTINCT unnest(tags) AS tag FROM problems WHERE published ORDER BY tag`,
      );
      return rows.map((row) => row.tag);
    },

    /** Each published problem's highest cleared level for this learner (0 when none), with its bank slug. */
    async levelsCleared(
      userId: string,
    ): Promise<Array<{ bank_slug: string | null; highest_level_cleared: number }>> {
      return queryRows(
        db,
        sql`SELECT p.bank_slug, ${highestLevelCleared(userId)} AS highest_level_cleared
            FROM problems p WHERE p.published`,
      );
    },

    /** The learner's newest submissions with their rating (null until rated). */
    async recentSubmissions(userId: string, limit: number): Promise<RecentSubmissionRow[]> {
      return queryRows<RecentSubmissionRow>(
        db,
        sql`SELECT s.id, s.problem_id, p.title AS problem_title, s.level, s.language, s.status,
                   s.created_at::text AS created_at, e.overall_rating,
                   CASE WHEN e.submission_id IS NULL THEN NULL ELSE COALESCE(${ACCEPTED}, false) END AS accepted
            FROM submissions s JOIN problems p ON p.id = s.problem_id
                 LEFT JOIN evaluations e ON e.submission_id = s.id
            WHERE s.user_id = ${userId}
            ORDER BY s.created_at DESC, s.id DESC
            LIMIT ${limit}`,
      );
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
