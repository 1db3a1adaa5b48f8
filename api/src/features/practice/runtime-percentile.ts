import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

export type RuntimePercentile = {
  /** Share of the other accepted submissions that were strictly slower; null when there is none. */
  faster_than_percent: number | null;
  /** How many other accepted submissions (same problem, level and language) it was compared with. */
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
    return `Runtime ${runtimeMs} ms. This is the first accepted ${name} solution to this level, so there is nothing to compare it with yet.`;
  }
  return `Runtime ${runtimeMs} ms: faster than ${fasterThanPercent}% of accepted ${name} solutions to this level.`;
}

export function createRuntimePercentileRepository(db: Database) {
  return {
    /**
     * How an accepted submission's runtime (its slowest test's CPU time) compares with every other
     * accepted submission for the same problem, level and language; undefined when it is not accepted.
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
              SELECT s.id, s.problem_id, s.level, s.language, e.runtime_ms
              FROM submissions s JOIN evaluations e ON e.submission_id = s.id
              WHERE s.id = ${submissionId} AND s.status = 'done' AND ${ACCEPTED('e')})
            SELECT own.language, own.runtime_ms,
                   count(other.id)::int AS compared_with,
                   count(other.id) FILTER (WHERE other_e.runtime_ms > own.runtime_ms)::int AS slower
            FROM own
            LEFT JOIN submissions other
              ON other.problem_id = own.problem_id AND other.level = own.level
             AND other.language = own.language AND other.id <> own.id AND other.status = 'done'
             AND EXISTS (SELECT 1 FROM evaluations other_e WHERE other_e.submission_id = other.id
                         AND ${ACCEPTED('other_e')})
            LEFT JOIN evaluations other_e ON other_e.submission_id = other.id
            GROUP BY own.language, own.runtime_ms`,
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
