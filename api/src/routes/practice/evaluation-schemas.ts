import { z } from 'zod';
import { GROWTH_CLASSES } from '../../evaluator/complexity/growth-classes';
import { PROBLEM_CATEGORIES } from '../../evaluator/ratings/overall';
import { REJECTION_REASONS } from '../../evaluator/ratings/verdict-types';
import { codeSchema, languageSchema, levelSchema, problemIdSchema, sessionUserId } from './practice-schemas';

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

export const statusSchema = z.enum(['pending', 'running', 'done', 'failed']);
/** While a submission waits ('pending'): 1 when it is next to be evaluated. */
export const queuePositionSchema = z.number().int().min(1).nullable();

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
