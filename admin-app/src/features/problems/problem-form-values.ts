import { LEVELS, type Level, type NewProblem, type ProblemForEdit, type TestCase } from './types';

export interface TestCaseDraft extends TestCase {
  /** Stable React key: test cases are added and removed in the middle of the list. */
  key: string;
}

export interface LevelDraft {
  question: string;
  timeLimitMs: string;
  tests: TestCaseDraft[];
}

export interface ProblemFormValues {
  title: string;
  tags: string[];
  levels: Record<Level, LevelDraft>;
}

export interface LevelErrors {
  question?: string;
  timeLimitMs?: string;
  tests?: string;
}

export interface ProblemErrors {
  title?: string;
  tags?: string;
  levels: Record<Level, LevelErrors>;
}

export const DEFAULT_TIME_LIMIT_MS = 2000;
// The range the API accepts for one test's wall-clock limit.
export const TIME_LIMIT_RANGE = { min: 100, max: 20_000 } as const;

// The same texts the API answers with, so the administrator reads one wording whichever side refuses.
export const PROBLEM_MESSAGES = {
  title: 'Title is a mandatory field!',
  // SPEC §5: the exact text for tags.
  tags: 'At least one tag is needed!',
  question: (level: Level) => `Level ${level} question is a mandatory field!`,
  tests: (level: Level) => `Level ${level} needs at least one test.`,
  timeLimit: (level: Level) =>
    `The level ${level} time limit must be from ${TIME_LIMIT_RANGE.min} to ${TIME_LIMIT_RANGE.max} ms.`,
} as const;

let nextKey = 0;
export function newTestCase(sample = false): TestCaseDraft {
  nextKey += 1;
  return { key: `test-${nextKey}`, input: '', output: '', sample };
}

function emptyLevel(): LevelDraft {
  return { question: '', timeLimitMs: String(DEFAULT_TIME_LIMIT_MS), tests: [newTestCase(true)] };
}

export function emptyProblem(): ProblemFormValues {
  return { title: '', tags: [], levels: { 1: emptyLevel(), 2: emptyLevel(), 3: emptyLevel() } };
}

/** A test case counts once it has an input or an expected output; blank rows are ignored. */
export function filledTests(level: LevelDraft): TestCase[] {
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

export function validateProblem(values: ProblemFormValues): ProblemErrors {
  const errors: ProblemErrors = { levels: { 1: {}, 2: {}, 3: {} } };
  if (!values.title.trim()) errors.title = PROBLEM_MESSAGES.title;
  if (values.tags.length === 0) errors.tags = PROBLEM_MESSAGES.tags;
  for (const level of LEVELS) {
    const draft = values.levels[level];
    if (!draft.question.trim()) errors.levels[level].question = PROBLEM_MESSAGES.question(level);
    if (parseTimeLimit(draft.timeLimitMs) === null)
      errors.levels[level].timeLimitMs = PROBLEM_MESSAGES.timeLimit(level);
    if (filledTests(draft).length === 0) errors.levels[level].tests = PROBLEM_MESSAGES.tests(level);
  }
  return errors;
}

export function hasErrors(errors: ProblemErrors): boolean {
  return Boolean(
    errors.title || errors.tags || LEVELS.some((level) => Object.values(errors.levels[level]).some(Boolean)),
  );
}

/** The request body; call only once `validateProblem` found nothing. */
export function toNewProblem(values: ProblemFormValues): NewProblem {
  const limit = (level: Level) => parseTimeLimit(values.levels[level].timeLimitMs) ?? DEFAULT_TIME_LIMIT_MS;
  return {
    title: values.title.trim(),
    tags: values.tags,
    level_1_question: values.levels[1].question.trim(),
    level_2_question: values.levels[2].question.trim(),
    level_3_question: values.levels[3].question.trim(),
    level_1_tests: filledTests(values.levels[1]),
    level_2_tests: filledTests(values.levels[2]),
    level_3_tests: filledTests(values.levels[3]),
    level_1_time_limit_ms: limit(1),
    level_2_time_limit_ms: limit(2),
    level_3_time_limit_ms: limit(3),
  };
}

/** The form prefilled with a saved problem, for editing it. */
export function fromProblem(problem: ProblemForEdit): ProblemFormValues {
  const level = (number: Level): LevelDraft => ({
    question: problem[`level_${number}_question`],
    timeLimitMs: String(problem[`level_${number}_time_limit_ms`]),
    tests: problem[`level_${number}_tests`].map((test) => ({ ...newTestCase(test.sample), ...test })),
  });
  return { title: problem.title, tags: [...problem.tags], levels: { 1: level(1), 2: level(2), 3: level(3) } };
}
