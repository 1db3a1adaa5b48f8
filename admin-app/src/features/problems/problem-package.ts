import { z } from 'zod';
import { GROWTH_CLASSES, languageOf } from './level-programs';
import { DEFAULT_TIME_LIMIT_MS } from './problem-form-values';
import { LANGUAGES, type Level, type NewProblem, type ProblemForEdit } from './types';

/**
 * A problem as one file, to move an operator's problem between environments: exported from its edit
 * screen, imported into the create form (which validates it as typed input before it is saved).
 * `version` grows when the package gains parts; a file of a later version is refused rather than half
 * read. Version 2 added each level's programs (reference, generator, validator, checker,
 * generator calls, declared growth); version 1 files still import, as levels of hand-written tests only.
 */
export const PROBLEM_PACKAGE_FORMAT = 'referralhub-problem';
export const PROBLEM_PACKAGE_VERSION = 2;
/** Twice what the API takes in one request (1 MB): anything larger could never be saved. */
export const MAX_PACKAGE_BYTES = 2 * 1024 * 1024;

export const PACKAGE_MESSAGES = {
  tooLarge: 'This file is larger than a problem can be (2 MB): choose a problem package exported here.',
  unreadable: 'This file could not be read: choose it again.',
  notJson: 'This file is not JSON: choose a problem package (.json) exported from Manage problems.',
  notPackage: (detail: string) => `This file is not a problem package (${detail}).`,
  newerVersion: (version: number) =>
    `This package has format version ${version}; this site reads version ${PROBLEM_PACKAGE_VERSION}.`,
};

const testSchema = z.object({ input: z.string(), output: z.string(), sample: z.boolean() });
const programSchema = z.object({ language: z.enum(LANGUAGES), code: z.string() });
const programsSchema = z.object({
  reference: programSchema,
  generator: programSchema.nullable(),
  validator: programSchema.nullable(),
  checker: programSchema.nullish(),
  generator_calls: z.array(z.string()),
  expected_growth: z.enum(GROWTH_CLASSES).nullish(),
  growth_sizes: z.array(z.number().int()).nullish(),
  max_n: z.number().int().nullish(),
});
const levelV1Schema = z.object({
  question: z.string(),
  time_limit_ms: z.number().int(),
  tests: z.array(testSchema),
});
const levelSchema = levelV1Schema.extend({ programs: programsSchema.nullable() });
const packageV1Schema = z.object({
  format: z.literal(PROBLEM_PACKAGE_FORMAT),
  version: z.literal(1),
  title: z.string(),
  tags: z.array(z.string()),
  levels: z.tuple([levelV1Schema, levelV1Schema, levelV1Schema]),
});
const packageSchema = packageV1Schema.extend({
  version: z.literal(PROBLEM_PACKAGE_VERSION),
  levels: z.tuple([levelSchema, levelSchema, levelSchema]),
});
const readableSchema = z.discriminatedUnion('version', [packageV1Schema, packageSchema]);
export type ProblemPackage = z.infer<typeof packageSchema>;
type ReadablePackage = z.infer<typeof readableSchema>;

const packageProgram = (program: { language: string; code: string }) => ({
  language: languageOf(program.language),
  code: program.code,
});

/** A level's programs as the package holds them: what saved ones generated stays on the server. */
function packagePrograms(programs: NewProblem['level_1_programs'] | ProblemForEdit['level_1_programs']) {
  if (!programs) return null;
  return {
    reference: packageProgram(programs.reference),
    generator: programs.generator ? packageProgram(programs.generator) : null,
    validator: programs.validator ? packageProgram(programs.validator) : null,
    checker: programs.checker ? packageProgram(programs.checker) : null,
    generator_calls: [...(programs.generator_calls ?? [])],
    expected_growth: GROWTH_CLASSES.find((growth) => growth === programs.expected_growth) ?? null,
    growth_sizes: programs.growth_sizes ? [...programs.growth_sizes] : null,
    max_n: programs.max_n ?? null,
  };
}

/** A saved problem (from its edit screen) or a new one, as the file exports it. */
export function toProblemPackage(problem: NewProblem | ProblemForEdit): ProblemPackage {
  const level = (number: Level) => ({
    question: problem[`level_${number}_question`],
    time_limit_ms: problem[`level_${number}_time_limit_ms`] ?? DEFAULT_TIME_LIMIT_MS,
    tests: problem[`level_${number}_tests`].map(({ input, output, sample }) => ({ input, output, sample })),
    programs: packagePrograms(problem[`level_${number}_programs`]),
  });
  return {
    format: PROBLEM_PACKAGE_FORMAT,
    version: PROBLEM_PACKAGE_VERSION,
    title: problem.title,
    tags: [...problem.tags],
    levels: [level(1), level(2), level(3)],
  };
}

function toNewProblem({ title, tags, levels }: ReadablePackage): NewProblem {
  const [level1, level2, level3] = levels;
  const programs = (level: (typeof levels)[number]) => ('programs' in level ? level.programs : null);
  return {
    title,
    tags,
    level_1_question: level1.question,
    level_2_question: level2.question,
    level_3_question: level3.question,
    level_1_tests: level1.tests,
    level_2_tests: level2.tests,
    level_3_tests: level3.tests,
    level_1_time_limit_ms: level1.time_limit_ms,
    level_2_time_limit_ms: level2.time_limit_ms,
    level_3_time_limit_ms: level3.time_limit_ms,
    level_1_programs: programs(level1),
    level_2_programs: programs(level2),
    level_3_programs: programs(level3),
  };
}

/** The package's file name: the title in lowercase words joined by dashes. */
export function packageFileName(title: string): string {
  const words = title.toLowerCase().match(/[a-z0-9]+/g);
  return `${words?.join('-') ?? 'problem'}.problem.json`;
}

export function packageFile(problem: NewProblem | ProblemForEdit): Blob {
  return new Blob([JSON.stringify(toProblemPackage(problem), null, 2)], { type: 'application/json' });
}

/** A file's text, through FileReader: every browser the admin app supports has it (and jsdom too). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/** The problem a package file holds, or the message that says why it cannot be read. */
export async function readPackageFile(
  file: Blob,
): Promise<{ problem: NewProblem; error?: never } | { error: string; problem?: never }> {
  if (file.size > MAX_PACKAGE_BYTES) return { error: PACKAGE_MESSAGES.tooLarge };
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { error: PACKAGE_MESSAGES.unreadable };
  }
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    return { error: PACKAGE_MESSAGES.notJson };
  }
  const version = (content as { version?: unknown } | null)?.version;
  if (
    (content as { format?: unknown } | null)?.format === PROBLEM_PACKAGE_FORMAT &&
    typeof version === 'number' &&
    version > PROBLEM_PACKAGE_VERSION
  )
    return { error: PACKAGE_MESSAGES.newerVersion(version) };
  const parsed = readableSchema.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { error: PACKAGE_MESSAGES.notPackage(`${where}${issue.message}`) };
  }
  return { problem: toNewProblem(parsed.data) };
}
