import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { problems, type ProblemTestCase } from '../db/schema/practice.js';
import { problemBank } from './index.js';
import { readSeedSamples } from './seed-samples.js';
import type { ProblemDefinition } from './types.js';

// Bank problems list after anything an administrator creates, in the bank's own order.
const BANK_LISTED_AT = Date.UTC(2025, 0, 1);

function sampleTests(slug: string, level: number): ProblemTestCase[] {
  const samples = readSeedSamples()[slug]?.[level];
  if (!samples || samples.length === 0) {
    throw new Error(
      `seed-samples.json has no samples for ${slug} level ${level + 1}: ` +
        'run `npx tsx api/src/problem-bank/generate-seed-samples.ts`.',
    );
  }
  return samples.map(({ input, output }) => ({ input, output, sample: true }));
}

function problemRow(problem: ProblemDefinition, position: number): typeof problems.$inferInsert {
  const [one, two, three] = problem.levels;
  return {
    bankSlug: problem.slug,
    title: problem.title,
    tags: [...problem.tags],
    level1Question: one.question,
    level2Question: two.question,
    level3Question: three.question,
    // Only the samples: the worker takes a bank problem's full tests from the code by its slug.
    level1Tests: sampleTests(problem.slug, 0),
    level2Tests: sampleTests(problem.slug, 1),
    level3Tests: sampleTests(problem.slug, 2),
    level1TimeLimitMs: one.timeLimitMs,
    level2TimeLimitMs: two.timeLimitMs,
    level3TimeLimitMs: three.timeLimitMs,
    createdAt: new Date(BANK_LISTED_AT - position * 60_000).toISOString(),
  };
}

/**
 * Loads the problem bank into the problems table, keyed by slug: new problems are inserted and
 * existing ones take the bank's current title, questions, tags, samples and time limits (the code is
 * the source of truth for bank problems). Returns how many problems were inserted.
 */
export async function seedProblemBank(db: Database): Promise<number> {
  const rows = await db
    .insert(problems)
    .values(problemBank.map(problemRow))
    .onConflictDoUpdate({
      target: problems.bankSlug,
      set: {
        title: sql`excluded.title`,
        tags: sql`excluded.tags`,
        level1Question: sql`excluded.level_1_question`,
        level2Question: sql`excluded.level_2_question`,
        level3Question: sql`excluded.level_3_question`,
        level1Tests: sql`excluded.level_1_tests`,
        level2Tests: sql`excluded.level_2_tests`,
        level3Tests: sql`excluded.level_3_tests`,
        level1TimeLimitMs: sql`excluded.level_1_time_limit_ms`,
        level2TimeLimitMs: sql`excluded.level_2_time_limit_ms`,
        level3TimeLimitMs: sql`excluded.level_3_time_limit_ms`,
      },
    })
    // xmax is 0 only for a freshly inserted row version.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return rows.filter((row) => row.inserted).length;
}
