import { z } from 'zod';
import { DEFAULT_TIME_LIMIT_MS } from './problem-form-values';
import type { Level, NewProblem } from './types';

/**
 * A problem as one file, to move an operator's problem between environments: exported from its edit
 * screen, imported into the create form (which validates it as typed input before it is saved).
 * `version` grows when the package gains parts (generators, a reference, a checker); a file of a later
 * version is refused rather than half read.
 */
export const PROBLEM_PACKAGE_FORMAT = 'referralhub-problem';
export const PROBLEM_PACKAGE_VERSION = 1;
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
const levelSchema = z.object({
  question: z.string(),
  time_limit_ms: z.number().int(),
  tests: z.array(testSchema),
});
const packageSchema = z.object({
  format: z.literal(PROBLEM_PACKAGE_FORMAT),
  version: z.literal(PROBLEM_PACKAGE_VERSION),
  title: z.string(),
  tags: z.array(z.string()),
  levels: z.tuple([levelSchema, levelSchema, levelSchema]),
});
export type ProblemPackage = z.infer<typeof packageSchema>;

export function toProblemPackage(problem: NewProblem): ProblemPackage {
  const level = (number: Level) => ({
    question: problem[`level_${number}_question`],
    time_limit_ms: problem[`level_${number}_time_limit_ms`] ?? DEFAULT_TIME_LIMIT_MS,
    tests: problem[`level_${number}_tests`].map(({ input, output, sample }) => ({ input, output, sample })),
  });
  return {
    format: PROBLEM_PACKAGE_FORMAT,
    version: PROBLEM_PACKAGE_VERSION,
    title: problem.title,
    tags: [...problem.tags],
    levels: [level(1), level(2), level(3)],
  };
}

function toNewProblem({ title, tags, levels }: ProblemPackage): NewProblem {
  const [level1, level2, level3] = levels;
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
  };
}

/** The package's file name: the title in lowercase words joined by dashes. */
export function packageFileName(title: string): string {
  const words = title.toLowerCase().match(/[a-z0-9]+/g);
  return `${words?.join('-') ?? 'problem'}.problem.json`;
}

export function packageFile(problem: NewProblem): Blob {
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
  const parsed = packageSchema.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { error: PACKAGE_MESSAGES.notPackage(`${where}${issue.message}`) };
  }
  return { problem: toNewProblem(parsed.data) };
}
