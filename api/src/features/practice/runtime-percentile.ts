import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

export type RuntimePercentile = {
  /** Share of the other learners whose best accepted runtime was strictly slower; null when there is none. */
  faster_than_percent: number | null;
  /** How many other learners with an accepted submission (same problem, level and language) it was compared with. */
  compared_with: number;
  runtime_ms: number;
  message: string;
};

const LANGUAGE_NAMES: Record<string, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  java: 'Java',
  cpp: 'C++',
  go: 'Go',
};

/** Accepted = evaluated, compiled, and every test passed (README "Runtime percentile"). */
const ACCEPTED = (evaluation: string) =>
  sql.raw(`(${evaluation}.error IS NULL AND ${evaluation}.runtime_ms IS NOT NULL
    AND jsonb_array_length(${evaluation}.test_results) > 0
    AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(${evaluation}.test_results) t
                    WHERE (t->>'passed')::boolean IS NOT TRUE))`);

export function runtimePercentileMessage(
  language: string,
  runtimeMs: number,
  fasterThanPercent: number | null,
): string {
  const name = LANGUAGE_NAMES[language] ?? language;
  if (fasterThanPercent === null) {
    return `Runtime ${runtimeMs} ms. No other learner has an accepted ${name} solution to this level yet, so there is nothing to compare it with.`;
  }
  return `Runtime ${runtimeMs} ms: faster than ${fasterThanPercent}% of accepted ${name} solutions to this level.`;
}

export function createRuntimePercentileRepository(db: Database) {
  return {
    /**
     * How an accepted submission's runtime (its slowest test's CPU time) compares with other learners'
     * for the same problem, level and language: each other learner counts once, with their best
     * (fastest) accepted runtime, and the learner's own submissions never count, so resubmitting the
     * same code cannot move the figure. Undefined when the submission is not accepted.
     */
    async forSubmission(submissionId: string): Promise<RuntimePercentile | undefined> {
      const [row] = await queryRows<{
        language: string;
        runtime_ms: number;
        compared_with: number;
        slower: number;
      }>(
        db,
        sql`WITH own AS (
              SELECT s.user_id, s.problem_id, s.level, s.language, e.runtime_ms
              FROM submissions s JOIN evaluations e ON e.submission_id = s.id
              WHERE s.id = ${submissionId} AND s.status = 'done' AND ${ACCEPTED('e')}),
            other_learners AS (
              SELECT min(other_e.runtime_ms) AS best_runtime_ms
              FROM own
              JOIN submissions other
                ON other.problem_id = own.problem_id AND other.level = own.level
               AND other.language = own.language AND other.user_id <> own.user_id AND other.status = 'done'
              JOIN evaluations other_e ON other_e.submission_id = other.id
              WHERE ${ACCEPTED('other_e')}
              GROUP BY other.user_id)
            SELECT own.language, own.runtime_ms,
                   (SELECT count(*) FROM other_learners)::int AS compared_with,
                   (SELECT count(*) FROM other_learners
                     WHERE best_runtime_ms > own.runtime_ms)::int AS slower
            FROM own`,
      );
      if (!row) return undefined;
      const fasterThan = row.compared_with === 0 ? null : Math.floor((100 * row.slower) / row.compared_with);
      return {
        faster_than_percent: fasterThan,
        compared_with: row.compared_with,
        runtime_ms: row.runtime_ms,
        message: runtimePercentileMessage(row.language, row.runtime_ms, fasterThan),
      };
    },
  };
}

export type RuntimePercentileRepository = ReturnType<typeof createRuntimePercentileRepository>;
