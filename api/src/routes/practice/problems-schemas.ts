import { PROBLEM_MESSAGES, requiredText } from 'shared-api/validation';
import { z } from 'zod';
import { PROBLEM_CATEGORIES } from '../../evaluator/ratings/overall';
import { PROGRESS_STATUSES } from '../../features/practice/progress-repository';
import { blankAsMissing, codeSchema, languageSchema, pageSchema, uuidOf } from './practice-schemas';
import { pagedList, pageSizeQuery } from '../../lib/schemas';
import { levelProgramsSchema } from './level-package-schemas';

export const PROBLEMS_PAGE_SIZE = 20;

const categorySchema = z.enum(PROBLEM_CATEGORIES, {
  error: `category must be one of ${PROBLEM_CATEGORIES.join(', ')}.`,
});

export const problemsQuery = z.object({
  page: pageSchema,
  page_size: pageSizeQuery(PROBLEMS_PAGE_SIZE, 50),
  category: z.preprocess(blankAsMissing, categorySchema.optional()),
  tag: z.preprocess(
    blankAsMissing,
    z.string().trim().toLowerCase().max(50, { error: 'tag must be at most 50 characters.' }).optional(),
  ),
  status: z.preprocess(
    blankAsMissing,
    z
      .enum(PROGRESS_STATUSES, { error: `status must be one of ${PROGRESS_STATUSES.join(', ')}.` })
      .optional()
      .describe("The learner's progress on the problem; needs a signed-in learner."),
  ),
  q: z.preprocess(
    blankAsMissing,
    z.string().trim().max(200, { error: 'The search text must be at most 200 characters.' }).optional(),
  ),
});

/** The learner's progress on one problem (absent for a visitor). */
const problemProgress = z.object({
  highest_level_cleared: z.number().int().min(0).max(3),
  best_rating: z
    .number()
    .nullable()
    .describe('The best overall rating of an accepted submission, any level; null when none was accepted.'),
  status: z.enum(PROGRESS_STATUSES),
});

export const problemsResponse = pagedList(
  z.object({
    id: z.string(),
    title: z.string(),
    tags: z.array(z.string()),
    category: categorySchema,
    progress: problemProgress.optional(),
  }),
);

export const problemTagsResponse = z.object({ tags: z.array(z.string()) });

export const progressResponse = z.object({
  categories: z.array(
    z.object({ category: categorySchema, levels_cleared: z.number().int(), levels_total: z.number().int() }),
  ),
  recent_submissions: z.array(
    z.object({
      id: z.string(),
      problem_id: z.string(),
      problem_title: z.string(),
      level: z.number().int(),
      language: z.string(),
      status: z.enum(['pending', 'running', 'done', 'failed']),
      created_at: z.string(),
      overall_rating: z.number().nullable(),
      accepted: z.boolean().nullable(),
    }),
  ),
});

const testCaseSchema = z.object(
  {
    input: z.string({ error: 'Each test needs an input (text).' }).max(1_000_000),
    output: z.string({ error: 'Each test needs an output (text).' }).max(1_000_000),
    sample: z.boolean({ error: 'Each test needs sample: true or false.' }),
  },
  { error: 'Each test must be an object with input, output and sample.' },
);

const levelTests = (level: 1 | 2 | 3) =>
  z
    .array(testCaseSchema, { error: PROBLEM_MESSAGES.tests(level) })
    .min(1, { error: PROBLEM_MESSAGES.tests(level) })
    .max(200, { error: `Level ${level} may have at most 200 tests.` });

const timeLimit = (name: string) =>
  z
    .number({ error: `${name} must be a number of milliseconds from 100 to 20000.` })
    .int({ error: `${name} must be a whole number of milliseconds from 100 to 20000.` })
    .min(100, { error: `${name} must be from 100 to 20000 ms.` })
    .max(20_000, { error: `${name} must be from 100 to 20000 ms.` })
    .default(2000);

/** docs/PRODUCT.md#chips: tags are trimmed, lowercased and de-duplicated. */
const tagsSchema = z
  .array(
    z
      .string({ error: 'Each tag must be text.' })
      .max(50, { error: 'Each tag must be at most 50 characters.' }),
    {
      error: PROBLEM_MESSAGES.tags,
    },
  )
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))])
  .refine((tags) => tags.length >= 1, { error: PROBLEM_MESSAGES.tags })
  .refine((tags) => tags.length <= 20, { error: 'A problem may have at most 20 tags.' });

export const problemFieldsBody = z.object({
  title: requiredText(PROBLEM_MESSAGES.title, 200),
  level_1_question: requiredText(PROBLEM_MESSAGES.question(1), 20_000),
  level_2_question: requiredText(PROBLEM_MESSAGES.question(2), 20_000),
  level_3_question: requiredText(PROBLEM_MESSAGES.question(3), 20_000),
  tags: tagsSchema,
  level_1_tests: levelTests(1),
  level_2_tests: levelTests(2),
  level_3_tests: levelTests(3),
  level_1_time_limit_ms: timeLimit('The level 1 time limit'),
  level_2_time_limit_ms: timeLimit('The level 2 time limit'),
  level_3_time_limit_ms: timeLimit('The level 3 time limit'),
  // A level made from programs (issue 30): its hidden tests are generated and its outputs computed.
  level_1_programs: levelProgramsSchema.nullish(),
  level_2_programs: levelProgramsSchema.nullish(),
  level_3_programs: levelProgramsSchema.nullish(),
});

export const createProblemBody = problemFieldsBody.extend({
  id: z.preprocess(blankAsMissing, uuidOf('problem').optional()),
});

export const problemResponse = z.object({
  problem: z.object({
    id: z.string(),
    title: z.string(),
    level_1_question: z.string(),
    level_2_question: z.string(),
    level_3_question: z.string(),
    tags: z.array(z.string()),
  }),
  message: z.string(),
});

export const checkReferenceBody = z.object({
  language: languageSchema,
  code: codeSchema,
  tests: z
    .array(testCaseSchema, { error: 'At least one test case is needed.' })
    .min(1, { error: 'At least one test case is needed.' })
    .max(200, { error: 'At most 200 test cases are allowed.' }),
  time_limit_ms: timeLimit('time_limit_ms'),
});

export const questionResponse = z.object({
  problem_id: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  level: z.number(),
  question: z.string(),
  sample_tests: z.array(z.object({ input: z.string(), output: z.string() })),
  time_limit_ms: z.number(),
  /**
   * Starter code per language, generated from the level's input/output description: it reads the
   * input, calls a function to fill in and prints its result. Null for a level without a description.
   */
  starter_templates: z
    .object({
      python: z.string(),
      javascript: z.string(),
      typescript: z.string(),
      java: z.string(),
      cpp: z.string(),
      go: z.string(),
    })
    .nullable(),
});
