import { createHash } from 'node:crypto';
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
  /** `gen 200000 7`: the generator reads the numbers after `gen` on its standard input. */
  generatorCalls: readonly string[];
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
}

type Role = 'generator' | 'validator' | 'reference';
const ROLE_NAMES: Record<Role, string> = {
  generator: 'The generator',
  validator: 'The validator',
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
    [levelPackage.generator, levelPackage.reference, levelPackage.validator].flatMap((program) =>
      program ? [program.language] : [],
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
  const { timeLimitMs } = levelPackage;
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

  const testNames = [
    ...levelPackage.handTests.map((_, index) => `hand-written test ${index + 1}`),
    ...levelPackage.generatorCalls.map((call) => call.trim()),
  ];
  // As the report's sentences name them: a generator call as code.
  const sources = testNames.map((name, index) =>
    index < levelPackage.handTests.length ? name : `\`${name}\``,
  );
  const inputs = levelPackage.handTests.map((test) => test.input);

  if (levelPackage.generator && levelPackage.generatorCalls.length > 0) {
    const generated = runsOf(
      'generator',
      await run(levelPackage.generator, levelPackage.generatorCalls.map(generatorStdin), MAX_TEST_BYTES),
    );
    if (!generated) return { passed: false, problems, tests: [] };
    for (const [index, outcome] of generated.entries()) {
      const source = sources[levelPackage.handTests.length + index];
      if (outcome.verdict === 'not_run') continue;
      if (outcome.verdict !== 'finished')
        problems.push(`The generator ${whyNotFinished(outcome, timeLimitMs, MAX_TEST_BYTES)} on ${source}.`);
      else if (outcome.stdout.trim() === '') problems.push(`The generator printed nothing on ${source}.`);
      inputs.push(outcome.stdout);
    }
    if (problems.length > 0) return { passed: false, problems, tests: [] };
  }

  if (levelPackage.validator) {
    const validated = runsOf('validator', await run(levelPackage.validator, inputs, VALIDATOR_OUTPUT_BYTES));
    if (!validated) return { passed: false, problems, tests: [] };
    for (const [index, outcome] of validated.entries()) {
      if (outcome.verdict === 'finished' || outcome.verdict === 'not_run') continue;
      const reason =
        outcome.verdict === 'runtime_error'
          ? `rejected the input of ${sources[index]}${outcome.stderrExcerpt.trim() ? `: ${outcome.stderrExcerpt.trim().split('\n')[0]}` : ''}`
          : `${whyNotFinished(outcome, timeLimitMs, VALIDATOR_OUTPUT_BYTES)} on ${sources[index]}`;
      problems.push(`The validator ${reason}.`);
    }
    if (problems.length > 0) return { passed: false, problems, tests: [] };
  }

  const answered = runsOf('reference', await run(levelPackage.reference, inputs, MAX_TEST_BYTES));
  if (!answered) return { passed: false, problems, tests: [] };
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
    if (handTest?.output != null && !compareOutput(handTest.output, outcome.stdout).matches) {
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
      output: outcome.stdout,
      inputSha256: createHash('sha256').update(input).digest('hex'),
    });
  }
  return problems.length > 0 ? { passed: false, problems, tests: [] } : { passed: true, problems, tests };
}

/** The start of a long text, for a report that must not carry megabytes. */
export function preview(text: string): string {
  return text.length > PREVIEW_CHARACTERS ? `${text.slice(0, PREVIEW_CHARACTERS)}…` : text;
}
