import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import type { GrowthClass } from '../../evaluator/complexity/growth-classes';
import { containingPattern } from '../../lib/like-pattern';
import {
  problems,
  problemTestData,
  type GeneratedTestRef,
  type ProblemTestCase,
  type StoredLevelPrograms,
} from '../../db/schema/practice';

export type ProblemLevelNumber = 1 | 2 | 3;

/** What the question tab shows for one level: never the hidden tests. */
export type ProblemLevelRow = {
  id: string;
  title: string;
  tags: string[];
  question: string;
  time_limit_ms: number;
  sample_tests: ProblemTestCase[];
  /** Set for the built-in bank's problems, whose levels describe their input and output. */
  bank_slug: string | null;
};

/** What the worker needs to judge one level: a bank slug (tests in code) or the stored tests. */
export type ProblemLevelTestsRow = {
  bank_slug: string | null;
  tests: ProblemTestCase[];
  /** The hidden tests a level's generator made (problem_test_data holds their contents). */
  generated_tests: GeneratedTestRef[];
  /** A level made from programs with a declared growth: the inputs it is timed on. */
  expected_growth: GrowthClass | null;
  growth_inputs: NonNullable<StoredLevelPrograms['growth_inputs']> | null;
  checker: StoredLevelPrograms['checker'];
  time_limit_ms: number;
};

export type NewProblem = {
  id?: string;
  title: string;
  questions: [string, string, string];
  tags: string[];
  tests: [ProblemTestCase[], ProblemTestCase[], ProblemTestCase[]];
  timeLimitsMs: [number, number, number];
  programs: [StoredLevelPrograms | null, StoredLevelPrograms | null, StoredLevelPrograms | null];
};

/** Who is asking: a learner sees only published problems; the administrator sees (and previews) all. */
export type ProblemAudience = 'learner' | 'administrator';

/** Everything the manage-problems form edits, plus whether learners can see the problem. */
export type ProblemForEditRow = {
  id: string;
  title: string;
  bank_slug: string | null;
  level_1_question: string;
  level_2_question: string;
  level_3_question: string;
  tags: string[];
  level_1_tests: ProblemTestCase[];
  level_2_tests: ProblemTestCase[];
  level_3_tests: ProblemTestCase[];
  level_1_time_limit_ms: number;
  level_2_time_limit_ms: number;
  level_3_time_limit_ms: number;
  level_1_programs: StoredLevelPrograms | null;
  level_2_programs: StoredLevelPrograms | null;
  level_3_programs: StoredLevelPrograms | null;
  published: boolean;
  created_at: string;
  updated_at: string | null;
};

export type AdminProblemListRow = {
  id: string;
  title: string;
  tags: string[];
  published: boolean;
  bank_slug: string | null;
  created_at: string;
  submission_count: number;
};

const visibleTo = (audience: ProblemAudience) => (audience === 'learner' ? sql`AND published` : sql``);

const levelColumn = (
  level: ProblemLevelNumber,
  suffix: 'question' | 'tests' | 'time_limit_ms' | 'programs',
) => sql.identifier(`level_${level}_${suffix}`);

export function createProblemsRepository(db: Database) {
  return {
    /** Every problem, published or not, newest first; titles containing `search` when given. */
    async listForAdministrator(filter: {
      search?: string;
      published?: boolean;
      offset: number;
      limit: number;
    }): Promise<{ rows: AdminProblemListRow[]; total: number }> {
      const conditions = [
        filter.search ? sql`title ILIKE ${containingPattern(filter.search)}` : sql`TRUE`,
        filter.published === undefined ? sql`TRUE` : sql`published = ${filter.published}`,
      ];
      const where = sql.join(conditions, sql` AND `);
      const rows = await queryRows<AdminProblemListRow>(
        db,
        sql`SELECT id, title, tags, published, bank_slug, created_at::text AS created_at,
                   (SELECT count(*)::int FROM submissions WHERE problem_id = problems.id) AS submission_count
            FROM problems WHERE ${where}
            ORDER BY created_at DESC, id DESC
            LIMIT ${filter.limit} OFFSET ${filter.offset}`,
      );
      const [counted] = await queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM problems WHERE ${where}`,
      );
      return { rows, total: counted?.total ?? 0 };
    },

    /** Up to `limit` titles containing `text`, for the all-submissions filter's suggestions. */
    async suggestTitles(text: string, limit: number): Promise<Array<{ id: string; title: string }>> {
      return queryRows(
        db,
        sql`SELECT id, title FROM problems WHERE title ILIKE ${containingPattern(text)}
            ORDER BY lower(title), id LIMIT ${limit}`,
      );
    },

    /** Problems whose title is exactly `title` (case-insensitive): titles are not unique. */
    async idsWithTitle(title: string): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`SELECT id FROM problems WHERE lower(title) = lower(${title})`,
      );
      return rows.map((row) => row.id);
    },

    async findForEdit(id: string): Promise<ProblemForEditRow | undefined> {
      const [row] = await queryRows<ProblemForEditRow>(
        db,
        sql`SELECT id, title, bank_slug, level_1_question, level_2_question, level_3_question, tags,
                   level_1_tests, level_2_tests, level_3_tests,
                   level_1_time_limit_ms, level_2_time_limit_ms, level_3_time_limit_ms,
                   level_1_programs, level_2_programs, level_3_programs,
                   published, created_at::text AS created_at, updated_at::text AS updated_at
            FROM problems WHERE id = ${id}`,
      );
      return row;
    },

    /**
     * Replaces the problem's text, tags, tests and limits. Submissions keep their own code and
     * evaluations (stored apart), so history is untouched; evaluations still waiting use the new tests.
     */
    async update(id: string, input: Omit<NewProblem, 'id'>) {
      const [updated] = await db
        .update(problems)
        .set({
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
          level1Programs: input.programs[0],
          level2Programs: input.programs[1],
          level3Programs: input.programs[2],
          updatedAt: sql`now()`,
        })
        .where(sql`${problems.id} = ${id}`)
        .returning(problemColumns);
      return updated;
    },

    /** Returns false when no such problem exists. */
    async setPublished(id: string, published: boolean): Promise<boolean> {
      const rows = await db
        .update(problems)
        .set({ published, updatedAt: sql`now()` })
        .where(sql`${problems.id} = ${id}`)
        .returning({ id: problems.id });
      return rows.length > 0;
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
          level1Programs: input.programs[0],
          level2Programs: input.programs[1],
          level3Programs: input.programs[2],
          // Learners see it only once the operator has checked it and published it.
          published: false,
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

    async exists(id: string, audience: ProblemAudience): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`SELECT 1 AS one FROM problems WHERE id = ${id} ${visibleTo(audience)}`,
      );
      return rows.length > 0;
    },

    async findLevel(
      id: string,
      level: ProblemLevelNumber,
      audience: ProblemAudience,
    ): Promise<ProblemLevelRow | undefined> {
      const [row] = await queryRows<ProblemLevelRow>(
        db,
        sql`SELECT id, title, tags, bank_slug,
                   ${levelColumn(level, 'question')} AS question,
                   ${levelColumn(level, 'time_limit_ms')} AS time_limit_ms,
                   COALESCE((SELECT jsonb_agg(test) FROM jsonb_array_elements(${levelColumn(level, 'tests')}) AS test
                             WHERE (test->>'sample')::boolean), '[]'::jsonb) AS sample_tests
            FROM problems WHERE id = ${id} ${visibleTo(audience)}`,
      );
      return row;
    },

    async findLevelTests(id: string, level: ProblemLevelNumber): Promise<ProblemLevelTestsRow | undefined> {
      const [row] = await queryRows<ProblemLevelTestsRow>(
        db,
        sql`SELECT bank_slug,
                   ${levelColumn(level, 'tests')} AS tests,
                   COALESCE(${levelColumn(level, 'programs')}->'generated_tests', '[]'::jsonb) AS generated_tests,
                   ${levelColumn(level, 'programs')}->>'expected_growth' AS expected_growth,
                   ${levelColumn(level, 'programs')}->'growth_inputs' AS growth_inputs,
                   ${levelColumn(level, 'programs')}->'checker' AS checker,
                   ${levelColumn(level, 'time_limit_ms')} AS time_limit_ms
            FROM problems WHERE id = ${id}`,
      );
      return row;
    },

    async storeTestData(entries: ReadonlyArray<{ sha256: string; content: string }>): Promise<void> {
      const unique = [...new Map(entries.map((entry) => [entry.sha256, entry])).values()];
      for (const entry of unique)
        await db
          .insert(problemTestData)
          .values(entry)
          .onConflictDoNothing({ target: problemTestData.sha256 });
    },

    /** The stored contents of these hashes; a hash with no row is missing from the map. */
    async testData(hashes: readonly string[]): Promise<Map<string, string>> {
      if (hashes.length === 0) return new Map();
      const rows = await queryRows<{ sha256: string; content: string }>(
        db,
        sql`SELECT sha256, content FROM problem_test_data
            WHERE sha256 IN (${sql.join(
              hashes.map((hash) => sql`${hash}`),
              sql`, `,
            )})`,
      );
      return new Map(rows.map((row) => [row.sha256, row.content]));
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
