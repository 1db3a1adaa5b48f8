import { z } from 'zod';
import { GROWTH_CLASSES } from './complexity/growth-classes.js';
import { MAX_CODE_BYTES } from './judge/sandbox-limits.js';
import { PROBLEM_CATEGORIES } from './ratings/overall.js';
import { SUPPORTED_LANGUAGES } from './tree-sitter.js';
import type { EvaluationRequest } from './types.js';

/** A request the evaluator cannot accept; its message is readable as a 4xx `{ message }`. */
export class EvaluationInputError extends Error {}

const evaluationRequestSchema = z.object({
  language: z.enum(SUPPORTED_LANGUAGES),
  code: z
    .string()
    .refine((code) => code.trim().length > 0, 'Please write some code before submitting it for evaluation!')
    .refine(
      (code) => Buffer.byteLength(code) <= MAX_CODE_BYTES,
      `Code must be at most ${MAX_CODE_BYTES / 1024} KB.`,
    ),
  tests: z
    .array(
      z.object({
        input: z.string(),
        output: z.string(),
        sample: z.boolean(),
        kind: z.enum(['correctness', 'performance']).optional(),
      }),
    )
    .min(1, 'At least one test case is needed.')
    // 200 hand-written tests and 50 generated ones (routes/practice/level-package-schemas.ts).
    .max(250, 'At most 250 test cases are allowed.'),
  timeLimitMs: z.number().int().min(100).max(20_000),
  referenceTimeMs: z.number().positive().optional(),
  memoryLimitMb: z.number().int().min(32).max(2048).optional(),
  growth: z
    .object({
      expected: z.enum(GROWTH_CLASSES),
      inputs: z
        .array(
          z.object({
            size: z.number().int().min(2).max(10_000_000),
            input: z.string(),
            fillIn: z.boolean().optional(),
          }),
        )
        .min(2, 'Measuring growth needs at least two input sizes.')
        // Six declared sizes and the fill-ins between them (complexity/growth-inputs.ts); the runs
        // together stay within the level's time budget whatever their number.
        .max(11, 'At most eleven input sizes are timed.'),
    })
    .optional(),
  category: z.enum(PROBLEM_CATEGORIES).optional(),
  checker: z
    .object({
      language: z.enum(SUPPORTED_LANGUAGES),
      code: z.string().refine((code) => Buffer.byteLength(code) <= MAX_CODE_BYTES),
    })
    .optional(),
});

export function parseEvaluationRequest(input: unknown): EvaluationRequest {
  const parsed = evaluationRequestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new EvaluationInputError(`${where}${issue?.message ?? 'invalid evaluation request'}`);
  }
  return parsed.data;
}
