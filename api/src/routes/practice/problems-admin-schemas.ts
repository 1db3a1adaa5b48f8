import { z } from 'zod';
import { GROWTH_CLASSES } from '../../evaluator/complexity/growth-classes';
import { pageNumberQuery } from '../../lib/schemas';
import { problemIdSchema } from './practice-schemas';

export const ADMIN_PROBLEMS_PAGE_SIZE = 20;

export const problemIdParams = z.object({ id: problemIdSchema });

const suggestionText = z
  .string({ error: 'q is needed: the text to look for.' })
  .trim()
  .min(1, { error: 'q is needed: the text to look for.' })
  .max(200, { error: 'q must be at most 200 characters.' });

export const adminProblemsQuery = z.object({
  search: z.string().trim().max(200, { error: 'search must be at most 200 characters.' }).optional(),
  status: z
    .enum(['all', 'published', 'unpublished'], {
      error: 'status must be all, published or unpublished.',
    })
    .default('all'),
  page: pageNumberQuery,
});

export const adminProblemsResponse = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      tags: z.array(z.string()),
      published: z.boolean(),
      bank_problem: z.boolean(),
      submission_count: z.number(),
      created_at: z.string(),
    }),
  ),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});

const testCase = z.object({ input: z.string(), output: z.string(), sample: z.boolean() });
const storedProgram = z.object({ language: z.string(), code: z.string() });
/** A level made from programs: the programs, and what its generated tests are (their contents stay on the server). */
const levelPrograms = z
  .object({
    reference: storedProgram,
    generator: storedProgram.nullable(),
    validator: storedProgram.nullable(),
    checker: storedProgram.nullish(),
    generator_calls: z.array(z.string()),
    generated_tests: z.array(
      z.object({ source: z.string(), input_bytes: z.number(), output_bytes: z.number() }),
    ),
    expected_growth: z.enum(GROWTH_CLASSES).nullish(),
    growth_sizes: z.array(z.number()).nullish(),
    max_n: z.number().nullish(),
  })
  .nullable();

export const problemForEditResponse = z.object({
  problem: z.object({
    id: z.string(),
    title: z.string(),
    bank_problem: z.boolean(),
    level_1_question: z.string(),
    level_2_question: z.string(),
    level_3_question: z.string(),
    tags: z.array(z.string()),
    level_1_tests: z.array(testCase),
    level_2_tests: z.array(testCase),
    level_3_tests: z.array(testCase),
    level_1_time_limit_ms: z.number(),
    level_2_time_limit_ms: z.number(),
    level_3_time_limit_ms: z.number(),
    level_1_programs: levelPrograms,
    level_2_programs: levelPrograms,
    level_3_programs: levelPrograms,
    published: z.boolean(),
    created_at: z.string(),
    updated_at: z.string().nullable(),
  }),
});

export const publicationBody = z.object(
  { published: z.boolean({ error: 'published must be true or false.' }) },
  { error: 'Send { "published": true } or { "published": false }.' },
);

export const publicationResponse = z.object({
  success: z.boolean(),
  published: z.boolean(),
  message: z.string(),
});

export const suggestionsQuery = z.object({ q: suggestionText });

export const problemTitleSuggestionsResponse = z.object({
  results: z.array(z.object({ id: z.string(), title: z.string() })),
});

export const emailSuggestionsResponse = z.object({ results: z.array(z.string()) });
