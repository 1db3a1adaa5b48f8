import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { problems, type ProblemTestCase } from '../../db/schema/practice';
import type { PagePosition } from './practice-cursor';

export type ProblemLevelNumber = 1 | 2 | 3;

export type ProblemListRow = { id: string; title: string; tags: string[]; created_at: string };

/** What the question tab shows for one level: never the hidden tests. */
export type ProblemLevelRow = {
  id: string;
  title: string;
  tags: string[];
  question: string;
  time_limit_ms: number;
  sample_tests: ProblemTestCase[];
};

/** What the worker needs to judge one level: a bank slug (tests in code) or the stored tests. */
export type ProblemLevelTestsRow = {
  bank_slug: string | null;
  tests: ProblemTestCase[];
  time_limit_ms: number;
};

export type NewProblem = {
  id?: string;
  title: string;
  questions: [string, string, string];
  tags: string[];
  tests: [ProblemTestCase[], ProblemTestCase[], ProblemTestCase[]];
  timeLimitsMs: [number, number, number];
};

const levelColumn = (level: ProblemLevelNumber, suffix: 'question' | 'tests' | 'time_limit_ms') =>
  sql.identifier(`level_${level}_${suffix}`);

export function createProblemsRepository(db: Database) {
  return {
    /** Newest first, keyset-paged on (created_at, id); one row more than `limit` when a next page exists. */
    async list(position: PagePosition, limit: number): Promise<ProblemListRow[]> {
      const after = position.cursor
        ? sql`WHERE (created_at, id) < (${position.cursor.createdAt}::timestamptz, ${position.cursor.id}::uuid)`
        : sql``;
      return queryRows<ProblemListRow>(
        db,
        sql`SELECT id, title, tags, created_at::text AS created_at FROM problems
            ${after}
            ORDER BY created_at DESC, id DESC
            LIMIT ${limit + 1} OFFSET ${position.offset}`,
      );
    },

    /** Inserts the problem; with a client-chosen id that already exists, returns the existing one. */
    async create(input: NewProblem) {
      const [created] = await db
        .insert(problems)
        .values({
          ...(input.id ? { id: input.id } : {}),
          title: input.title,
          tags: input.tags,
          level1Question: input.questions[0],
          level2Question: input.questions[1],
          level3Question: input.questions[2],
          level1Tests: input.tests[0],
          level2Tests: input.tests[1],
          level3Tests: input.tests[2],
          level1TimeLimitMs: input.timeLimitsMs[0],
          level2TimeLimitMs: input.timeLimitsMs[1],
          level3TimeLimitMs: input.timeLimitsMs[2],
        })
        .onConflictDoNothing({ target: problems.id })
        .returning(problemColumns);
      if (created) return created;
      const [existing] = await db
        .select(problemColumns)
        .from(problems)
        .where(sql`${problems.id} = ${input.id ?? null}`);
      return existing;
    },

    async exists(id: string): Promise<boolean> {
      const rows = await queryRows(db, sql`SELECT 1 AS one FROM problems WHERE id = ${id}`);
      return rows.length > 0;
    },

    async findLevel(id: string, level: ProblemLevelNumber): Promise<ProblemLevelRow | undefined> {
      const [row] = await queryRows<ProblemLevelRow>(
        db,
        sql`SELECT id, title, tags,
                   ${levelColumn(level, 'question')} AS question,
                   ${levelColumn(level, 'time_limit_ms')} AS time_limit_ms,
                   COALESCE((SELECT jsonb_agg(test) FROM jsonb_array_elements(${levelColumn(level, 'tests')}) AS test
                             WHERE (test->>'sample')::boolean), '[]'::jsonb) AS sample_tests
            FROM problems WHERE id = ${id}`,
      );
      return row;
    },

    async findLevelTests(id: string, level: ProblemLevelNumber): Promise<ProblemLevelTestsRow | undefined> {
      const [row] = await queryRows<ProblemLevelTestsRow>(
        db,
        sql`SELECT bank_slug,
                   ${levelColumn(level, 'tests')} AS tests,
                   ${levelColumn(level, 'time_limit_ms')} AS time_limit_ms
            FROM problems WHERE id = ${id}`,
      );
      return row;
    },
  };
}

const problemColumns = {
  id: problems.id,
  title: problems.title,
  level_1_question: problems.level1Question,
  level_2_question: problems.level2Question,
  level_3_question: problems.level3Question,
  tags: problems.tags,
};

export type ProblemsRepository = ReturnType<typeof createProblemsRepository>;
