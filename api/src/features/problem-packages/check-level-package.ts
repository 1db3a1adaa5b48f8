import { createHash } from 'node:crypto';
import { fitGrowth, startupEstimateMs } from '../../evaluator/complexity/fit-growth';
import type { GrowthClass } from '../../evaluator/complexity/growth-classes';
import { growthInputs } from '../../evaluator/complexity/growth-inputs';
import { CheckerUnusableError, judgeProgram } from '../../evaluator/judge/judge-program';
import { growthCeiling } from '../../evaluator/ratings/rate-efficiency';
import type { GrowthPlan } from '../../evaluator/types';
import { assertCanEvaluate, EvaluatorUnavailableError } from '../../evaluator/evaluator-status';
import { compareOutput } from '../../evaluator/judge/compare-output';
import { runProgram, type ProgramRun, type ProgramRunReport } from '../../evaluator/judge/run-program';
import { DEFAULT_MEMORY_LIMIT_MB } from '../../evaluator/judge/sandbox-limits';
import { getSandboxRuntime, type SandboxRuntime } from '../../evaluator/sandbox/sandbox-runtime';
import type { SandboxSlot } from '../../evaluator/sandbox/slot-pool';
import type { SupportedLanguage } from '../../evaluator/types';
import { HttpError } from '../../lib/http-errors';

/** The most a test's input or expected output may hold: what a problem's hand-written test may hold. */
export const MAX_TEST_BYTES = 1_000_000;
/** A validator says yes or no (its exit status) and why in a line: it has nothing to print. */
const VALIDATOR_OUTPUT_BYTES = 64_000;
const PREVIEW_CHARACTERS = 200;

export interface PackageProgram {
  language: SupportedLanguage;
  code: string;
}

export interface HandTest {
  input: string;
  /** Null: the reference fills it in. Given: the reference must print the same. */
  output: string | null;
  sample: boolean;
}

/** One level of a problem package: what its tests are made from. */
export interface LevelPackage {
  timeLimitMs: number;
  /** Needed when there are generator calls. */
  generator?: PackageProgram;
  reference: PackageProgram;
  validator?: PackageProgram;
  /** Judges outputs where several answers are right: it must accept the reference's own. */
  checker?: PackageProgram;
  /** `gen 200000 7`: the generator reads the numbers after `gen` on its standard input. */
  generatorCalls: readonly string[];
  /** The growth the reference has; its inputs are the first call with each size as its first number. */
  growth?: { expected: GrowthClass; sizes: readonly number[] };
  /**
   * The statement's largest n, n being the first number of every input: no test may exceed it and
   * one must reach it, so that a solution holding one item fewer fails.
   */
  maxSize?: number;
  handTests: readonly HandTest[];
}

export interface CheckedTest {
  /** The generator call or the hand-written test it came from. */
  source: string;
  sample: boolean;
  input: string;
  output: string;
  inputSha256: string;
}

export interface LevelPackageCheck {
  passed: boolean;
  /** Each failure in a sentence that names the program and the test it failed on. */
  problems: string[];
  tests: CheckedTest[];
  /** With a declared growth: the inputs submissions are timed on, and the reference's reading. */
  growth?: { expected: GrowthClass; inputs: GrowthPlan['inputs']; measured: GrowthClass | null };
}

type Role = 'generator' | 'validator' | 'reference' | 'checker';
const ROLE_NAMES: Record<Role, string> = {
  generator: 'The generator',
  validator: 'The validator',
  checker: 'The checker',
  reference: 'The reference solution',
};

/** The stdin a generator call hands the generator: its numbers, on one line. */
export function generatorStdin(call: string): string {
  return `${call.trim().split(/\s+/).slice(1).join(' ')}\n`;
}

function whyNotFinished(run: ProgramRun, timeLimitMs: number, outputLimitBytes: number): string {
  switch (run.verdict) {
    case 'time_limit_exceeded':
      return `ran out of time (${timeLimitMs / 1000} s of CPU)`;
    case 'memory_limit_exceeded':
      return `ran out of memory (${DEFAULT_MEMORY_LIMIT_MB} MB)`;
    case 'output_limit_exceeded':
      return `printed more than ${outputLimitBytes >= 1_000_000 ? `${outputLimitBytes / 1_000_000} MB` : `${outputLimitBytes / 1000} KB`}`;
    default: {
      const detail = run.stderrExcerpt.trim().split('\n').at(-1);
      return `crashed (${run.exitDescription ?? 'runtime error'})${detail ? `: ${detail}` : ''}`;
    }
  }
}

/**
 * Builds a level's tests from its package and checks it, as Polygon's and DOMjudge's package checks
 * do: the generator makes one input per call, the validator (when there is one) accepts every input,
 * and the reference solution answers every input within the learner's limits; its answers become
 * the expected outputs, and where a hand-written test states one, the reference must agree with it.
 * Every program runs in the sandbox under the limits a learner's program gets; one that loops,
 * floods, crashes or fails to compile is named in `problems`, never thrown.
 */
export async function checkLevelPackage(levelPackage: LevelPackage): Promise<LevelPackageCheck> {
  const languages = new Set(
    [levelPackage.generator, levelPackage.reference, levelPackage.validator, levelPackage.checker].flatMap(
      (program) => (program ? [program.language] : []),
    ),
  );
  await Promise.all([...languages].map((language) => assertCanEvaluate(language))).catch((error: unknown) => {
    // A missing sandbox or toolchain is the server's state, not a fault of the package.
    throw error instanceof EvaluatorUnavailableError
      ? new HttpError(503, error.message.replace(/ Your submission was not counted.*$/, ''))
      : error;
  });
  const runtime = await getSandboxRuntime().catch((error: Error) => {
    throw new HttpError(503, `Programs cannot be run: the sandbox is unavailable (${error.message}).`);
  });
  return runtime.pool.withSlot((slot) => checkInSlot(levelPackage, slot, runtime));
}

async function checkInSlot(
  levelPackage: LevelPackage,
  slot: SandboxSlot,
  runtime: SandboxRuntime,
): Promise<LevelPackageCheck> {
  const problems: string[] = [];
  const failed = (): LevelPackageCheck => ({ passed: false, problems, tests: [] });
  const { timeLimitMs, generator, validator } = levelPackage;
  const run = (program: PackageProgram, stdins: readonly string[], stdoutLimitBytes: number) =>
    runProgram(
      { ...program, stdins, timeLimitMs, memoryLimitMb: DEFAULT_MEMORY_LIMIT_MB, stdoutLimitBytes },
      slot,
      runtime,
    );
  /** The runs of a program that compiled; a compile error is reported once and ends the check. */
  const runsOf = (role: Role, report: ProgramRunReport): ProgramRun[] | undefined => {
    if ('runs' in report) return report.runs;
    problems.push(`${ROLE_NAMES[role]} does not compile: ${report.compileError}`);
    return undefined;
  };
  /** The generator's output per call; undefined (and `problems` says why) when a call failed. */
  const generate = async (calls: readonly string[], what: string): Promise<string[] | undefined> => {
    const generated = runsOf('generator', await run(generator!, calls.map(generatorStdin), MAX_TEST_BYTES));
    if (!generated) return undefined;
    for (const [index, outcome] of generated.entries()) {
      const source = `${what}\`${calls[index]!.trim()}\``;
      if (outcome.verdict === 'not_run') continue;
      if (outcome.verdict !== 'finished')
        problems.push(`The generator ${whyNotFinished(outcome, timeLimitMs, MAX_TEST_BYTES)} on ${source}.`);
      else if (outcome.stdout.trim() === '') problems.push(`The generator printed nothing on ${source}.`);
    }
    return problems.length > 0 ? undefined : generated.map((outcome) => outcome.stdout);
  };
  /** Whether the validator (if any) accepts every input; `problems` names the first it rejects. */
  const validate = async (inputs: readonly string[], sources: readonly string[], advice = '') => {
    if (!validator) return true;
    const validated = runsOf('validator', await run(validator, inputs, VALIDATOR_OUTPUT_BYTES));
    if (!validated) return false;
    for (const [index, outcome] of validated.entries()) {
      if (outcome.verdict === 'finished' || outcome.verdict === 'not_run') continue;
      const why = outcome.stderrExcerpt.trim().split('\n')[0];
      const reason =
        outcome.verdict === 'runtime_error'
          ? `rejected the input of ${sources[index]}${why ? `: ${why.replace(/\.$/, '')}` : ''}`
          : `${whyNotFinished(outcome, timeLimitMs, VALIDATOR_OUTPUT_BYTES)} on ${sources[index]}`;
      problems.push(`The validator ${reason}${advice}.`);
    }
    return problems.length === 0;
  };

  const testNames = [
    ...levelPackage.handTests.map((_, index) => `hand-written test ${index + 1}`),
    ...levelPackage.generatorCalls.map((call) => call.trim()),
  ];
  // As the report's sentences name them: a generator call as code.
  const sources = testNames.map((name, index) =>
    index < levelPackage.handTests.length ? name : `\`${name}\``,
  );
  const inputs = levelPackage.handTests.map((test) => test.input);
  if (generator && levelPackage.generatorCalls.length > 0) {
    const generated = await generate(levelPackage.generatorCalls, '');
    if (!generated) return failed();
    inputs.push(...generated);
  }
  if (!(await validate(inputs, sources))) return failed();
  if (levelPackage.maxSize !== undefined) {
    problems.push(...boundProblems(inputs, sources, levelPackage.maxSize));
    if (problems.length > 0) return failed();
  }

  const answered = runsOf('reference', await run(levelPackage.reference, inputs, MAX_TEST_BYTES));
  if (!answered) return failed();
  const tests: CheckedTest[] = [];
  for (const [index, outcome] of answered.entries()) {
    const source = sources[index]!;
    const handTest = levelPackage.handTests[index];
    if (outcome.verdict === 'not_run') continue;
    if (outcome.verdict !== 'finished') {
      problems.push(
        `The reference solution ${whyNotFinished(outcome, timeLimitMs, MAX_TEST_BYTES)} on ${source}.`,
      );
      continue;
    }
    // With a checker, a stated output is one right answer among several: the checker judges the
    // reference against it below. Without one, the two must match.
    const stated = handTest?.output ?? undefined;
    if (stated !== undefined && !levelPackage.checker && !compareOutput(stated, outcome.stdout).matches) {
      problems.push(
        `The reference solution's answer to ${source} differs from the expected output written there: either the test or the reference is wrong.`,
      );
      continue;
    }
    const input = inputs[index]!;
    tests.push({
      source: testNames[index]!,
      sample: handTest?.sample ?? false,
      input,
      output: stated ?? outcome.stdout,
      inputSha256: sha256Of(input),
    });
  }
  if (problems.length > 0) return failed();
  if (levelPackage.checker && !(await checkerAcceptsReference(levelPackage, tests, problems, slot, runtime)))
    return failed();
  if (!levelPackage.growth || !generator) return { passed: true, problems, tests };

  // Measured growth: the first generator call at each size, the reference timed on them as a
  // learner's submission is, and its growth held against the declared one.
  const { expected, sizes } = levelPackage.growth;
  const { maxSize } = levelPackage;
  const oversized = sizes.filter((size) => maxSize !== undefined && size > maxSize);
  if (oversized.length > 0) {
    problems.push(
      `The growth size ${oversized.join(', ')} is above the level's largest n = ${maxSize}: choose growth sizes within the level's bounds.`,
    );
    return failed();
  }
  const plan = growthInputs(sizes, () => '');
  const growthCalls = plan.map((entry) => withSize(levelPackage.generatorCalls[0]!, entry.size));
  const growthSources = growthCalls.map((call) => `the growth call \`${call}\``);
  const made = await generate(growthCalls, 'the growth call ');
  if (!made) return failed();
  if (!(await validate(made, growthSources, ": choose growth sizes within the level's bounds")))
    return failed();
  const growthPlan = plan.map((entry, index) => ({ ...entry, input: made[index]! }));
  const smallest = [...tests].sort((a, b) => a.input.length - b.input.length)[0]!;
  const judged = await judgeProgram(
    {
      language: levelPackage.reference.language,
      code: levelPackage.reference.code,
      tests: [{ input: smallest.input, output: smallest.output, sample: false }],
      timeLimitMs,
      memoryLimitMb: DEFAULT_MEMORY_LIMIT_MB,
      growthInputs: growthPlan,
      expectedGrowth: expected,
    },
    slot,
    runtime,
  );
  const sizeRuns = judged.sizeRuns ?? [];
  const { growth } = fitGrowth(
    sizeRuns,
    startupEstimateMs(judged.tests, sizeRuns),
    expected,
    levelPackage.reference.language,
  );
  if (growth && growthCeiling(growth, expected) < 10) {
    problems.push(
      `The reference solution's measured growth is ${growth}, slower than the declared ${expected}: declare ${growth} or make the reference faster.`,
    );
    return failed();
  }
  return {
    passed: true,
    problems,
    tests,
    growth: { expected, inputs: growthPlan, measured: growth ?? null },
  };
}

/**
 * Whether the checker accepts the reference's answer on every test: judged as a submission would be,
 * the reference's outputs as the expected ones. Adds the first rejection, or why the checker could
 * not judge, to `problems`.
 */
async function checkerAcceptsReference(
  levelPackage: LevelPackage,
  tests: readonly CheckedTest[],
  problems: string[],
  slot: SandboxSlot,
  runtime: SandboxRuntime,
): Promise<boolean> {
  try {
    const judged = await judgeProgram(
      {
        ...levelPackage.reference,
        tests: tests.map((test) => ({ input: test.input, output: test.output, sample: test.sample })),
        timeLimitMs: levelPackage.timeLimitMs,
        memoryLimitMb: DEFAULT_MEMORY_LIMIT_MB,
        checker: levelPackage.checker,
      },
      slot,
      runtime,
    );
    const rejected = judged.tests.find((test) => test.verdict === 'wrong_answer');
    if (!rejected) return true;
    const test = tests[rejected.index]!;
    const name = test.source.startsWith('hand-written') ? test.source : `\`${test.source}\``;
    problems.push(`The checker rejects the reference solution's answer to ${name}.`);
  } catch (error) {
    if (!(error instanceof CheckerUnusableError)) throw error;
    problems.push(error.message.replace("The level's checker", 'The checker'));
  }
  return false;
}

/** n of an input: its first number, by the package's convention. */
function sizeOf(input: string): number | undefined {
  const first = /-?\d+/.exec(input);
  return first ? Number(first[0]) : undefined;
}

/**
 * Whether the tests respect the level's largest n and reach it: the tests are what makes a solution
 * sized one short of the statement fail, as the bank's own levels are checked.
 */
function boundProblems(inputs: readonly string[], sources: readonly string[], maxSize: number): string[] {
  const sizes = inputs.map(sizeOf);
  const problems = sizes.flatMap((size, index) => {
    if (size === undefined) return [`The input of ${sources[index]} has no number to read n from.`];
    if (size > maxSize)
      return [`The input of ${sources[index]} has n = ${size}, above the level's largest n = ${maxSize}.`];
    return [];
  });
  if (problems.length > 0 || sizes.includes(maxSize)) return problems;
  const largest = Math.max(...sizes.map((size) => size ?? 0));
  return [
    `No test reaches the level's largest n = ${maxSize} (the largest is ${largest}): a solution that holds one item fewer would pass. Add a generator call with n = ${maxSize}.`,
  ];
}

/** A generator call with its first number (the size, by the package's convention) replaced. */
export function withSize(call: string, size: number): string {
  const [command, , ...rest] = call.trim().split(/\s+/);
  return [command, String(size), ...rest].join(' ');
}

export const sha256Of = (content: string) => createHash('sha256').update(content).digest('hex');

/** The start of a long text, for a report that must not carry megabytes. */
export function preview(text: string): string {
  return text.length > PREVIEW_CHARACTERS ? `${text.slice(0, PREVIEW_CHARACTERS)}…` : text;
}
