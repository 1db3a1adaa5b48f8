import { FEEDBACK_MESSAGE, PROBLEM_MESSAGES, requiredText } from 'shared-api/validation';
import { z } from 'zod';
import { GROWTH_CLASSES } from '../../evaluator/complexity/growth-classes';
import { MAX_CODE_BYTES } from '../../evaluator/judge/sandbox-limits';
import { PROBLEM_CATEGORIES } from '../../evaluator/ratings/overall';
import { REJECTION_REASONS } from '../../evaluator/ratings/verdict';
import { SUPPORTED_LANGUAGES } from '../../evaluator/tree-sitter';
import { EMPTY_CODE_MESSAGE } from '../../features/practice/submit-for-evaluation';

export const PROBLEMS_PAGE_SIZE = 20;
export const SUBMISSIONS_PAGE_SIZE = 10;
export const MAX_SUBMISSIONS_PAGE_SIZE = 50;

const LANGUAGE_MESSAGE = `language must be one of ${SUPPORTED_LANGUAGES.join(', ')}.`;
const CODE_TOO_LARGE = `The code must be at most ${MAX_CODE_BYTES / 1024} KB.`;

/** Filters arrive from URLs and forms: an empty value means "not given". */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const uuidOf = (what: string) => z.uuid({ error: `The ${what} id is not valid.` });
export const problemIdSchema = uuidOf('problem');
export const levelSchema = z.coerce
  .number({ error: 'level must be 1, 2 or 3.' })
  .int({ error: 'level must be 1, 2 or 3.' })
  .min(1, { error: 'level must be 1, 2 or 3.' })
  .max(3, { error: 'level must be 1, 2 or 3.' })
  .transform((level) => level as 1 | 2 | 3);
export const languageSchema = z.enum(SUPPORTED_LANGUAGES, { error: LANGUAGE_MESSAGE });
/** The user_id the practice calls carry: optional, and checked against the session by the route. */
export const sessionUserId = z.preprocess(blankAsMissing, z.string().max(100).optional());

export const codeSchema = z
  .string({ error: EMPTY_CODE_MESSAGE })
  .refine((code) => Buffer.byteLength(code) <= MAX_CODE_BYTES, { error: CODE_TOO_LARGE });

const pageSchema = z
  .string()
  .trim()
  .max(300, { error: 'The page is not valid: use a page number or the next_page value.' })
  .optional();

const pageSizeSchema = (fallback: number, max: number) =>
  z.coerce
    .number({ error: `page_size must be a number from 1 to ${max}.` })
    .int({ error: `page_size must be a whole number from 1 to ${max}.` })
    .min(1, { error: `page_size must be a number from 1 to ${max}.` })
    .max(max, { error: `page_size must be a number from 1 to ${max}.` })
    .default(fallback);

const pagedList = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.object({
      results: z.array(item),
      current_page: z.number(),
      next_page: z.string().optional(),
    }),
  });

// ---- problems ----

export const problemsQuery = z.object({
  page: pageSchema,
  page_size: pageSizeSchema(PROBLEMS_PAGE_SIZE, 50),
});

export const problemsResponse = pagedList(
  z.object({ id: z.string(), title: z.string(), tags: z.array(z.string()) }),
);

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

// ---- evaluations ----

const testResultSchema = z.object({
  index: z.number(),
  sample: z.boolean(),
  passed: z.boolean(),
  verdict: z.string(),
  time_ms: z.number(),
  memory_kb: z.number(),
  input: z.string().optional(),
  expected_output: z.string().optional(),
  actual_output: z.string().optional(),
  stderr: z.string().optional(),
});

const ratingsShape = {
  overall_rating: z.number(),
  correctness_rating: z.number(),
  correctness_notes: z.string(),
  efficiency_rating: z.number(),
  efficiency_notes: z.string(),
  readability_rating: z.number(),
  readability_notes: z.string(),
  extensibility_rating: z.number(),
  extensibility_notes: z.string(),
  robustness_rating: z.number(),
  robustness_notes: z.string(),
};

const ratingWeightsSchema = z.object({
  correctness: z.number(),
  efficiency: z.number(),
  readability: z.number(),
  extensibility: z.number(),
  robustness: z.number(),
});

export const verdictSchema = z
  .object({
    accepted: z.boolean(),
    reason: z.enum(REJECTION_REASONS).nullable(),
    failed_tests: z.number().int(),
    passed_tests: z.number().int(),
    total_tests: z.number().int(),
    message: z.string(),
  })
  .describe(
    'Accepted only when the code compiled and every test, hidden performance tests included, finished right within its limits; otherwise the leading reason and how many tests it hit. A submission that is not accepted has overall below 7.',
  );

export const evaluationSchema = z.object({
  verdict: verdictSchema,
  ...ratingsShape,
  test_results: z.array(testResultSchema),
  runtime_ms: z.number().nullable(),
  memory_kb: z.number().nullable(),
  error: z.string().nullable(),
  reviewer_notes: z.string().nullable(),
  measured_growth: z
    .object({ measured: z.enum(GROWTH_CLASSES).nullable(), expected: z.enum(GROWTH_CLASSES) })
    .nullable()
    .describe(
      'Measured complexity: the growth of time against n fitted from timed runs, and the expected one.',
    ),
  how_rated: z
    .object({
      category: z.enum(PROBLEM_CATEGORIES),
      weights: ratingWeightsSchema,
      note: z.string(),
    })
    .describe("How the overall rating is weighed for this problem's category (the same in every language)."),
});

export const checkReferenceResponse = z.object({
  passed: z.boolean(),
  ...ratingsShape,
  test_results: z.array(testResultSchema),
  runtime_ms: z.number(),
  memory_kb: z.number(),
  error: z.string().optional(),
});

const statusSchema = z.enum(['pending', 'running', 'done', 'failed']);
/** While a submission waits ('pending'): 1 when it is next to be evaluated. */
const queuePositionSchema = z.number().int().min(1).nullable();

export const submissionSchema = z.object({
  id: z.string(),
  problem_id: z.string(),
  user_id: z.string(),
  level: z.number(),
  language: z.string(),
  code: z.string(),
  created_at: z.string(),
  status: statusSchema,
  queue_position: queuePositionSchema,
  error: z.string().nullable(),
  evaluation: evaluationSchema.nullable(),
});

export const adminSubmissionSchema = submissionSchema.extend({
  submitted_by: z.string(),
  problem_title: z.string(),
});

export const problemLevelQuery = z.object({
  problem_id: problemIdSchema,
  level: levelSchema,
  user_id: sessionUserId,
});

export const problemLevelLanguageQuery = problemLevelQuery.extend({ language: languageSchema });

export const questionResponse = z.object({
  problem_id: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  level: z.number(),
  question: z.string(),
  sample_tests: z.array(z.object({ input: z.string(), output: z.string() })),
  time_limit_ms: z.number(),
});

export const latestSubmissionResponse = z.object({ submission: submissionSchema.nullable() });

export const latestEvaluationResponse = z.object({
  submission_id: z.string().nullable(),
  status: z.enum(['pending', 'running', 'done', 'failed', 'none']),
  queue_position: queuePositionSchema,
  evaluation: evaluationSchema.nullable(),
  error: z.string().nullable(),
  /** Issue 10: set once the submission is accepted (every test passed). */
  runtime_percentile: z
    .object({
      faster_than_percent: z.number().nullable(),
      compared_with: z.number(),
      runtime_ms: z.number(),
      message: z.string(),
    })
    .nullable(),
});

export const levelLockResponse = z.object({ previous_level_cleared: z.boolean() });

export const evaluateCodeBody = z.object({
  id: z.uuid({ error: 'The submission id must be a UUID chosen by the client.' }),
  problem_id: problemIdSchema,
  user_id: sessionUserId,
  level: levelSchema,
  language: languageSchema,
  code: codeSchema,
});

export const evaluateCodeResponse = z.object({
  success: z.boolean(),
  limit_reached: z.boolean(),
  message: z.string(),
  status: statusSchema.optional(),
  queue_position: queuePositionSchema.optional(),
});

export const languageCheckBody = z.object({ language: languageSchema, code: codeSchema });

export const languageCheckResponse = z.object({ passed: z.boolean(), message: z.string().optional() });

// ---- submissions ----

const optionalFilter = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(blankAsMissing, schema.optional());

export const ownSubmissionsQuery = z.object({
  page: pageSchema,
  page_size: pageSizeSchema(SUBMISSIONS_PAGE_SIZE, MAX_SUBMISSIONS_PAGE_SIZE),
  user_id: sessionUserId,
  problem_id: optionalFilter(problemIdSchema),
  level: optionalFilter(levelSchema),
  language: optionalFilter(languageSchema),
});

export const allSubmissionsQuery = ownSubmissionsQuery.extend({
  user_id: optionalFilter(uuidOf('user')),
  email: optionalFilter(
    z
      .string()
      .trim()
      .max(254, { error: 'The e-mail filter must be at most 254 characters.' })
      .pipe(z.email({ error: 'The e-mail filter is not a valid e-mail address.' })),
  ),
  problem_title: optionalFilter(
    z.string().trim().max(200, { error: 'The problem title filter must be at most 200 characters.' }),
  ),
});

export const ownSubmissionsResponse = pagedList(submissionSchema);
export const allSubmissionsResponse = pagedList(adminSubmissionSchema);

// ---- feedback ----

export const feedbackBody = z.object({
  message: z
    .string({ error: FEEDBACK_MESSAGE })
    .trim()
    .min(1, { error: FEEDBACK_MESSAGE })
    .max(5000, { error: 'Feedback must be at most 5000 characters.' }),
});

export const feedbackResponse = z.object({ success: z.boolean(), message: z.string() });
