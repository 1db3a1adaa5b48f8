import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GrowthClass } from '../../evaluator/complexity/growth-classes';
import { users } from './accounts';

export type ProblemTestCase = { input: string; output: string; sample: boolean };

export type LevelProgram = { language: string; code: string };
/** A generated test: its input and the reference's output, each a row of problem_test_data. */
export type GeneratedTestRef = {
  source: string;
  input_sha256: string;
  output_sha256: string;
  input_bytes: number;
  output_bytes: number;
};
/** The programs an administrator's level is made from (issue 30), and the hidden tests they made. */
export type StoredLevelPrograms = {
  reference: LevelProgram;
  generator: LevelProgram | null;
  validator: LevelProgram | null;
  /** Reads the input, the reference's output and the program's; exit status 0 accepts (judge-program.ts). */
  checker?: LevelProgram | null;
  generator_calls: string[];
  generated_tests: GeneratedTestRef[];
  /** Declared growth; its timed inputs are the first generator call at each size (fill-ins included). */
  expected_growth?: GrowthClass | null;
  growth_sizes?: number[] | null;
  /** The statement's largest n (the first number of every input), which some test reaches. */
  max_n?: number | null;
  growth_inputs?: Array<{ size: number; input_sha256: string; fill_in?: boolean }>;
};

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    // Set for problem-bank problems, whose full tests live in code (api/src/problem-bank) and are
    // resolved by this slug; their level_N_tests columns hold only the samples shown to learners.
    bankSlug: text('bank_slug'),
    level1Question: text('level_1_question').notNull(),
    level2Question: text('level_2_question').notNull(),
    level3Question: text('level_3_question').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    level1Tests: jsonb('level_1_tests').$type<ProblemTestCase[]>().notNull().default([]),
    level2Tests: jsonb('level_2_tests').$type<ProblemTestCase[]>().notNull().default([]),
    level3Tests: jsonb('level_3_tests').$type<ProblemTestCase[]>().notNull().default([]),
    level1TimeLimitMs: integer('level_1_time_limit_ms').notNull().default(2000),
    level2TimeLimitMs: integer('level_2_time_limit_ms').notNull().default(2000),
    level3TimeLimitMs: integer('level_3_time_limit_ms').notNull().default(2000),
    level1Programs: jsonb('level_1_programs').$type<StoredLevelPrograms>(),
    level2Programs: jsonb('level_2_programs').$type<StoredLevelPrograms>(),
    level3Programs: jsonb('level_3_programs').$type<StoredLevelPrograms>(),
    // Learners see only published problems. The default keeps the rows that predate this column (and
    // the seeded bank) live; a problem an administrator creates is inserted unpublished explicitly.
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    index('problems_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    uniqueIndex('problems_bank_slug_idx').on(table.bankSlug),
  ],
);

/**
 * Generated test inputs and expected outputs, stored once by the SHA-256 of their content: a megabyte
 * input that two levels (or two problems) share is one row, and saving a level again stores nothing new.
 */
export const problemTestData = pgTable('problem_test_data', {
  sha256: text('sha256').primaryKey(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const submissions = pgTable(
  'submissions',
  {
    // Given by the client so that a retried evaluate-code call is idempotent.
    id: uuid('id').primaryKey(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    language: text('language').notNull(),
    code: text('code').notNull(),
    status: text('status').notNull().default('pending'),
    // When a worker took the job; a 'running' submission whose worker died is taken again later.
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }),
    // Why the evaluation could not run (status 'failed'), e.g. the sandbox is unavailable.
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    // The running worker renews this while it evaluates; once it lapses (the worker died), a sweeper
    // hands the submission back to the queue.
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true, mode: 'string' }),
    // How many times a worker took it: a submission that keeps killing its workers is failed, not retried forever.
    evaluationAttempts: smallint('evaluation_attempts').notNull().default(0),
    // The W3C trace context (traceparent) of the request that submitted it, when tracing is on: the
    // worker that claims it continues that trace, whichever queue job woke it.
    traceContext: text('trace_context'),
  },
  (table) => [
    // At most one evaluation in flight per learner, whatever the number of workers and replicas.
    uniqueIndex('submissions_one_running_per_user_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'running'`),
    // The waiting line, in order: queue positions and the next submission to take.
    index('submissions_pending_line_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.status} = 'pending'`),
    check('submissions_level_valid', sql`${table.level} BETWEEN 1 AND 3`),
    check('submissions_status_valid', sql`${table.status} IN ('pending', 'running', 'done', 'failed')`),
    index('submissions_user_problem_idx').on(table.userId, table.problemId, table.level, table.createdAt),
    index('submissions_user_created_idx').on(table.userId, table.createdAt),
    index('submissions_created_idx').on(table.createdAt),
  ],
);

export const evaluations = pgTable('evaluations', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  overallRating: doublePrecision('overall_rating'),
  correctnessRating: doublePrecision('correctness_rating'),
  correctnessNotes: text('correctness_notes'),
  efficiencyRating: doublePrecision('efficiency_rating'),
  efficiencyNotes: text('efficiency_notes'),
  readabilityRating: doublePrecision('readability_rating'),
  readabilityNotes: text('readability_notes'),
  extensibilityRating: doublePrecision('extensibility_rating'),
  extensibilityNotes: text('extensibility_notes'),
  robustnessRating: doublePrecision('robustness_rating'),
  robustnessNotes: text('robustness_notes'),
  testResults: jsonb('test_results').$type<unknown[]>(),
  runtimeMs: integer('runtime_ms'),
  memoryKb: integer('memory_kb'),
  error: text('error'),
  reviewerNotes: text('reviewer_notes'),
  /** Measured complexity: the growth class the size runs fitted (null: too fast to tell) and the level's. */
  measuredGrowth: text('measured_growth'),
  expectedGrowth: text('expected_growth'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const practiceFeedback = pgTable(
  'practice_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [index('practice_feedback_created_idx').on(table.createdAt)],
);
