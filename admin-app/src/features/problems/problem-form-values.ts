import { PROBLEM_MESSAGES, TIME_LIMIT_RANGE, requiredText } from 'shared-api/validation';
import { z } from 'zod';
import {
  GROWTH_CLASSES,
  PROGRAMS_MESSAGES,
  generatorCallsOf,
  lacksReference,
  levelProgramsOf,
  programsDraftOf,
  savedTestsOf,
  type LevelProgramsDraft,
} from './level-programs';
import { LANGUAGES, type Level, type NewProblem, type ProblemForEdit, type TestCase } from './types';

export interface TestCaseDraft extends TestCase {
  /** Stable React key: test cases are added and removed in the middle of the list. */
  key: string;
}

export interface LevelDraft {
  question: string;
  timeLimitMs: string;
  tests: TestCaseDraft[];
  programs: LevelProgramsDraft;
}

export interface ProblemFormValues {
  title: string;
  tags: string[];
  /** Levels 1, 2 and 3, in order (see levelIndex). */
  levels: [LevelDraft, LevelDraft, LevelDraft];
}

export const DEFAULT_TIME_LIMIT_MS = 2000;

let nextKey = 0;
export function newTestCase(sample = false): TestCaseDraft {
  nextKey += 1;
  return { key: `test-${nextKey}`, input: '', output: '', sample };
}

function emptyLevel(): LevelDraft {
  return {
    question: '',
    timeLimitMs: String(DEFAULT_TIME_LIMIT_MS),
    tests: [newTestCase(true)],
    programs: programsDraftOf(null),
  };
}

/** Where a level sits in `levels`. */
export const levelIndex = (level: Level) => (level - 1) as 0 | 1 | 2;

export function emptyProblem(): ProblemFormValues {
  return { title: '', tags: [], levels: [emptyLevel(), emptyLevel(), emptyLevel()] };
}

/** A test case counts once it has an input or an expected output; blank rows are ignored. */
export function filledTests(level: Pick<LevelDraft, 'tests'>): TestCase[] {
  return level.tests
    .filter((test) => test.input.trim() !== '' || test.output.trim() !== '')
    .map(({ input, output, sample }) => ({ input, output, sample }));
}

export function parseTimeLimit(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const limit = Number(trimmed);
  return limit >= TIME_LIMIT_RANGE.min && limit <= TIME_LIMIT_RANGE.max ? limit : null;
}

/** The request body from a valid form (see problemFormSchema). */
export function toNewProblem(values: ProblemFormValues): NewProblem {
  const [level1, level2, level3] = values.levels;
  const limit = (draft: LevelDraft) => parseTimeLimit(draft.timeLimitMs) ?? DEFAULT_TIME_LIMIT_MS;
  const programs1 = levelProgramsOf(level1.programs);
  const programs2 = levelProgramsOf(level2.programs);
  const programs3 = levelProgramsOf(level3.programs);
  return {
    title: values.title.trim(),
    tags: values.tags,
    level_1_question: level1.question.trim(),
    level_2_question: level2.question.trim(),
    level_3_question: level3.question.trim(),
    level_1_tests: savedTestsOf(filledTests(level1), programs1),
    level_2_tests: savedTestsOf(filledTests(level2), programs2),
    level_3_tests: savedTestsOf(filledTests(level3), programs3),
    level_1_time_limit_ms: limit(level1),
    level_2_time_limit_ms: limit(level2),
    level_3_time_limit_ms: limit(level3),
    level_1_programs: programs1,
    level_2_programs: programs2,
    level_3_programs: programs3,
  };
}

/** The form prefilled with a problem: a saved one to edit, or an imported package's. */
export function fromProblem(problem: NewProblem | ProblemForEdit): ProblemFormValues {
  const level = (number: Level): LevelDraft => ({
    question: problem[`level_${number}_question`],
    timeLimitMs: String(problem[`level_${number}_time_limit_ms`]),
    tests: problem[`level_${number}_tests`].map((test) => ({ ...newTestCase(test.sample), ...test })),
    programs: programsDraftOf(problem[`level_${number}_programs`]),
  });
  return { title: problem.title, tags: [...problem.tags], levels: [level(1), level(2), level(3)] };
}

const programSchema = z.object({ language: z.enum(LANGUAGES), code: z.string() });

/** A generator, a validator or calls need the reference that computes every expected output. */
const programsSchema = z
  .object({
    reference: programSchema,
    generator: programSchema,
    validator: programSchema,
    checker: programSchema,
    generatorCalls: z.string(),
    expectedGrowth: z.enum(['', ...GROWTH_CLASSES]),
    growthSizes: z.string(),
    maxN: z.string(),
  })
  .refine((programs) => !lacksReference(programs), {
    error: PROGRAMS_MESSAGES.reference,
    path: ['reference', 'code'],
  })
  .refine((programs) => !programs.expectedGrowth || generatorCallsOf(programs).length > 0, {
    error: PROGRAMS_MESSAGES.growthNeedsCall,
    path: ['generatorCalls'],
  })
  .refine((programs) => /^\s*\d*\s*$/.test(programs.maxN), {
    error: PROGRAMS_MESSAGES.maxN,
    path: ['maxN'],
  });

const levelSchema = (level: Level) =>
  z.object({
    question: requiredText(PROBLEM_MESSAGES.question(level), 20_000),
    timeLimitMs: z
      .string()
      .refine((value) => parseTimeLimit(value) !== null, { error: PROBLEM_MESSAGES.timeLimit(level) }),
    tests: z
      .array(z.object({ key: z.string(), input: z.string(), output: z.string(), sample: z.boolean() }))
      .refine((tests) => filledTests({ tests }).length > 0, { error: PROBLEM_MESSAGES.tests(level) }),
    programs: programsSchema,
  });

/**
 * docs/PRODUCT.md#validation-problem: title, the three questions and at least one tag, each level with a test
 * and a time limit the sandbox accepts, in the API's words (shared-api/validation). A level made from
 * programs still needs one hand-written test (the API asks for it), whose expected output may be left
 * blank for the reference to fill in.
 */
export const problemFormSchema = z
  .object({
    title: requiredText(PROBLEM_MESSAGES.title, 200),
    tags: z.array(z.string()).min(1, { error: PROBLEM_MESSAGES.tags }),
    levels: z.tuple([levelSchema(1), levelSchema(2), levelSchema(3)]),
  })
  .transform((values) => toNewProblem(values));
