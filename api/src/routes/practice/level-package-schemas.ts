import { z } from 'zod';
import { GROWTH_CLASSES } from '../../evaluator/complexity/growth-classes';
import { MAX_TEST_BYTES } from '../../features/problem-packages/check-level-package';
import { codeSchema, languageSchema } from './practice-schemas';

export const MAX_GENERATOR_CALLS = 50;
/** As many as a level may hold (problems-schemas.ts). */
const MAX_HAND_TESTS = 200;
/** `gen` and one to eight whole numbers (a size, a seed, a bound…). */
const GENERATOR_CALL = /^gen( -?\d{1,18}){1,8}$/;

const program = (role: string) =>
  z.object(
    {
      language: languageSchema,
      code: codeSchema.refine((code) => code.trim() !== '', { error: `The ${role} has no code.` }),
    },
    { error: `The ${role} must be an object with language and code.` },
  );

const testText = (what: string) =>
  z
    .string({ error: `Each hand-written test needs ${what} (text).` })
    .refine((text) => Buffer.byteLength(text) <= MAX_TEST_BYTES, {
      error: `A hand-written test's ${what} must be at most ${MAX_TEST_BYTES / 1_000_000} MB.`,
    });

/**
 * A level's programs, as saved with a problem (level_N_package) and as checked: the reference solution
 * always; a generator when there are generator calls; a validator when the author wants inputs checked.
 */
export const levelProgramsSchema = z
  .object(
    {
      reference: program('reference solution'),
      generator: program('generator').nullish(),
      validator: program('validator').nullish(),
      checker: program('checker').nullish(),
      generator_calls: z
        .array(
          z
            .string({ error: 'Each generator call is text such as "gen 200000 7".' })
            .trim()
            .regex(GENERATOR_CALL, {
              error: 'Each generator call is "gen" followed by whole numbers, such as "gen 200000 7".',
            }),
          { error: 'generator_calls must be a list such as ["gen 10 1", "gen 200000 7"].' },
        )
        .max(MAX_GENERATOR_CALLS, { error: `At most ${MAX_GENERATOR_CALLS} generator calls are allowed.` })
        .default([]),
      expected_growth: z
        .enum(GROWTH_CLASSES, { error: `expected_growth must be one of ${GROWTH_CLASSES.join(', ')}.` })
        .nullish(),
      growth_sizes: z
        .array(
          z
            .number({ error: 'Each growth size is a whole number from 10 to 1000000.' })
            .int({ error: 'Each growth size is a whole number from 10 to 1000000.' })
            .min(10, { error: 'Each growth size is a whole number from 10 to 1000000.' })
            .max(1_000_000, { error: 'Each growth size is a whole number from 10 to 1000000.' }),
          { error: 'growth_sizes must be a list of sizes such as [1000, 4000, 16000, 64000].' },
        )
        .min(2, { error: 'Give from 2 to 6 growth sizes.' })
        .max(6, { error: 'Give from 2 to 6 growth sizes.' })
        .nullish(),
      max_n: z
        .number({ error: 'max_n, the largest n, is a whole number from 1 to 1000000000.' })
        .int({ error: 'max_n, the largest n, is a whole number from 1 to 1000000000.' })
        .min(1, { error: 'max_n, the largest n, is a whole number from 1 to 1000000000.' })
        .max(1_000_000_000, { error: 'max_n, the largest n, is a whole number from 1 to 1000000000.' })
        .nullish(),
    },
    {
      error: "A level's programs must be an object with reference, generator, validator and generator_calls.",
    },
  )
  .refine((programs) => programs.generator_calls.length === 0 || programs.generator, {
    error: 'Generator calls need a generator: paste its code or remove the calls.',
  })
  .refine((programs) => !programs.expected_growth || programs.generator_calls.length > 0, {
    error:
      'Measured growth needs a generator call: its inputs are the first call with each growth size as its first number.',
  });

export type LevelProgramsBody = z.infer<typeof levelProgramsSchema>;

export const levelPackageCheckBody = z
  .object({
    time_limit_ms: z
      .number({ error: 'time_limit_ms must be a number of milliseconds from 100 to 20000.' })
      .int({ error: 'time_limit_ms must be a whole number of milliseconds from 100 to 20000.' })
      .min(100, { error: 'time_limit_ms must be from 100 to 20000 ms.' })
      .max(20_000, { error: 'time_limit_ms must be from 100 to 20000 ms.' }),
    programs: levelProgramsSchema,
    hand_tests: z
      .array(
        z.object(
          {
            input: testText('an input'),
            output: testText('an expected output').nullish(),
            sample: z.boolean({ error: 'Each hand-written test needs sample: true or false.' }),
          },
          { error: 'Each hand-written test must be an object with input, output and sample.' },
        ),
        { error: 'hand_tests must be a list of tests.' },
      )
      .max(MAX_HAND_TESTS, { error: `At most ${MAX_HAND_TESTS} hand-written tests are allowed.` })
      .default([]),
  })
  .refine((body) => body.programs.generator_calls.length + body.hand_tests.length > 0, {
    error: 'Give at least one generator call or hand-written test.',
  });

export const levelPackageCheckResponse = z.object({
  passed: z.boolean(),
  problems: z.array(z.string()),
  /** With a declared growth: the reference's measured growth (null when too fast to read) and the sizes. */
  growth: z
    .object({ expected: z.string(), measured: z.string().nullable(), sizes: z.array(z.number()) })
    .nullable(),
  tests: z.array(
    z.object({
      source: z.string(),
      sample: z.boolean(),
      input_bytes: z.number(),
      output_bytes: z.number(),
      input_sha256: z.string(),
      input_preview: z.string(),
      output_preview: z.string(),
    }),
  ),
});
