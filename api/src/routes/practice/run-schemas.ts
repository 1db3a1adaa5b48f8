import { z } from 'zod';
import { MAX_CUSTOM_INPUT_BYTES } from '../../features/practice/run-on-samples';
import { codeSchema, languageSchema, levelSchema, problemIdSchema, sessionUserId } from './practice-schemas';

const verdictSchema = z.enum([
  'passed',
  'wrong_answer',
  'runtime_error',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'output_limit_exceeded',
  'not_run',
]);

export const runCodeBody = z.object({
  problem_id: problemIdSchema,
  user_id: sessionUserId,
  level: levelSchema,
  language: languageSchema,
  code: codeSchema,
  custom_input: z
    .string({ error: 'custom_input must be text.' })
    .refine((input) => Buffer.byteLength(input) <= MAX_CUSTOM_INPUT_BYTES, {
      error: `The custom input must be at most ${MAX_CUSTOM_INPUT_BYTES / 1024} KB.`,
    })
    .optional(),
});

export const runCodeResponse = z.object({
  compile_error: z.string().nullable(),
  samples: z.array(
    z.object({
      index: z.number(),
      verdict: verdictSchema,
      passed: z.boolean(),
      input: z.string(),
      expected_output: z.string(),
      actual_output: z.string(),
      stderr: z.string(),
      time_ms: z.number(),
    }),
  ),
  custom: z
    .object({
      input: z.string(),
      verdict: z.enum([
        'finished',
        'runtime_error',
        'time_limit_exceeded',
        'memory_limit_exceeded',
        'output_limit_exceeded',
        'not_run',
      ]),
      stdout: z.string(),
      stderr: z.string(),
      exit_description: z.string().nullable(),
      time_ms: z.number(),
    })
    .nullable(),
});
