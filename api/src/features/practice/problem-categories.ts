import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CATEGORY } from '../../evaluator/ratings/overall';
import type { ProblemCategory } from '../../evaluator/types';
import { problemBank } from '../../problem-bank/index';

/**
 * SQL true for the problems of `category`, by the same rule as `problemCategory` (level-tests.ts):
 * a bank problem has its definition's category; every other problem (an administrator's, or a
 * slug the bank no longer knows) counts as DSA.
 */
export function inCategory(category: ProblemCategory, bankSlug: SQL = sql`bank_slug`): SQL {
  const slugsOf = (matches: (candidate: ProblemCategory) => boolean) =>
    problemBank.filter((problem) => matches(problem.category)).map((problem) => sql`${problem.slug}`);
  if (category === DEFAULT_CATEGORY) {
    const others = slugsOf((candidate) => candidate !== DEFAULT_CATEGORY);
    if (others.length === 0) return sql`TRUE`;
    return sql`(${bankSlug} IS NULL OR ${bankSlug} NOT IN (${sql.join(others, sql`, `)}))`;
  }
  const slugs = slugsOf((candidate) => candidate === category);
  if (slugs.length === 0) return sql`FALSE`;
  return sql`${bankSlug} IN (${sql.join(slugs, sql`, `)})`;
}
