import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { problems } from '../db/schema/practice.js';
import { problemBank } from './index.js';
import type { ProblemDefinition } from './types.js';

function problemRow(problem: ProblemDefinition): typeof problems.$inferInsert {
  const [one, two, three] = problem.levels;
  return {
    title: problem.title,
    tags: [...problem.tags],
    level1Question: one.question,
    level2Question: two.question,
    level3Question: three.question,
    level1Tests: [...one.tests],
    level2Tests: [...two.tests],
    level3Tests: [...three.tests],
    level1TimeLimitMs: one.timeLimitMs,
    level2TimeLimitMs: two.timeLimitMs,
    level3TimeLimitMs: three.timeLimitMs,
  };
}

/**
 * Loads the problem bank into the problems table. A problem whose title already exists is left
 * alone, so seeding twice (or after an administrator edited a problem) changes nothing.
 * Returns how many problems were inserted.
 */
export async function seedProblemBank(db: Database): Promise<number> {
  let inserted = 0;
  for (const problem of problemBank) {
    const existing = await db.select({ id: problems.id }).from(problems).where(eq(problems.title, problem.title)).limit(1);
    if (existing.length > 0) continue;
    // One row at a time: a problem's large tests make a row a few megabytes.
    await db.insert(problems).values(problemRow(problem));
    inserted += 1;
  }
  return inserted;
}
