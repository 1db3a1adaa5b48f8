import { SandboxUnavailableError } from '../../evaluator/evaluate-submission';
import { assertCanEvaluate, EvaluatorUnavailableError } from '../../evaluator/evaluator-status';
import { CheckerUnusableError, judgeProgram, type JudgedTest } from '../../evaluator/judge/judge-program';
import { DEFAULT_MEMORY_LIMIT_MB } from '../../evaluator/judge/sandbox-limits';
import { getSandboxRuntime } from '../../evaluator/sandbox/sandbox-runtime';
import type { SupportedLanguage, TestCase, TestVerdict } from '../../evaluator/types';
import { conflict, forbidden, HttpError, notFound, badRequest } from '../../lib/http-errors';
import type { SessionUser } from '../accounts/session-user';
import type { EvaluationWakeUps } from './evaluation-wake-ups';
import { isLevelOpen } from './level-lock';
import { checkerOf, levelTests } from './level-tests';
import type { PracticeRepositories } from './practice-repositories';
import type { ProblemLevelNumber } from './problems-repository';
import { assertCodeReady, LEVEL_LOCKED_MESSAGE, PROBLEM_NOT_FOUND } from './submit-for-evaluation';

/** Custom input is typed in a text box: 16 KB is pages of it, and keeps a Run quick. */
export const MAX_CUSTOM_INPUT_BYTES = 16 * 1024;
/** A Run takes seconds; a lease this long outlives any Run, and frees the learner if the process dies. */
const RUN_LEASE_SECONDS = 120;

export const RUN_WHILE_EVALUATING_MESSAGE =
  'Your code is being evaluated. Run it again when the evaluation has finished.';
export const RUN_ALREADY_RUNNING_MESSAGE =
  'Your previous Run has not finished yet. Wait for its results, then run again.';
export const NOTHING_TO_RUN_MESSAGE =
  'This level has no sample tests: type your own input to run the code on it.';

export type RunRequest = {
  problemId: string;
  level: ProblemLevelNumber;
  language: SupportedLanguage;
  code: string;
  customInput?: string;
};

export type SampleRunResult = {
  index: number;
  verdict: TestVerdict;
  passed: boolean;
  input: string;
  expected_output: string;
  actual_output: string;
  stderr: string;
  time_ms: number;
};

/** Custom input has no expected output: `finished` when the program ended on its own. */
export type CustomRunResult = {
  input: string;
  verdict: Exclude<TestVerdict, 'passed' | 'wrong_answer'> | 'finished';
  stdout: string;
  stderr: string;
  exit_description: string | null;
  time_ms: number;
};

export type RunResult = {
  compile_error: string | null;
  samples: SampleRunResult[];
  custom: CustomRunResult | null;
};

export type RunDependencies = { repositories: PracticeRepositories; wakeUps: EvaluationWakeUps };

function sampleResult(test: JudgedTest): SampleRunResult {
  return {
    index: test.index,
    verdict: test.verdict,
    passed: test.passed,
    input: test.input ?? '',
    expected_output: test.expected_output ?? '',
    actual_output: test.actual_output ?? '',
    stderr: test.stderr ?? '',
    time_ms: test.time_ms,
  };
}

function customResult(test: JudgedTest, input: string): CustomRunResult {
  const finished = test.verdict === 'passed' || test.verdict === 'wrong_answer';
  return {
    input: test.input ?? input,
    verdict: finished ? 'finished' : (test.verdict as CustomRunResult['verdict']),
    stdout: test.actual_output ?? '',
    stderr: test.stderr ?? '',
    exit_description: test.exitDescription ?? null,
    time_ms: test.time_ms,
  };
}

/**
 * Issue 10 "Run on the samples": compiles the code and runs it on the level's sample tests (never
 * the hidden ones) and on the learner's own input, in the same sandbox as evaluations. Nothing is
 * rated or stored, and it does not count against the daily evaluations. It is refused while the
 * learner has an evaluation waiting or running (one piece of their code in the sandbox at a time).
 */
export async function runOnSamples(
  dependencies: RunDependencies,
  user: SessionUser,
  request: RunRequest,
): Promise<RunResult> {
  const { problems, submissions, runs } = dependencies.repositories;
  await assertCodeReady(request.code, request.language);
  const problem = await problems.findLevelTests(request.problemId, request.level);
  if (!problem) throw notFound(PROBLEM_NOT_FOUND);
  if (!(await isLevelOpen(submissions, user.id, request.problemId, request.level))) {
    throw forbidden(LEVEL_LOCKED_MESSAGE);
  }
  // A missing sandbox or toolchain is the platform's fault: say so rather than show a fake compile error.
  await assertCanEvaluate(request.language).catch((error: unknown) => {
    throw error instanceof EvaluatorUnavailableError
      ? new HttpError(503, error.message.replace('Your submission was not counted; please', 'Please'))
      : error;
  });
  // Generated tests are hidden: only the stored hand-written ones can be samples.
  const samples = problem.bank_slug
    ? (await levelTests(problem, request.level, problems)).filter((test) => test.sample)
    : problem.tests.filter((test) => test.sample);
  const customInput = request.customInput?.length ? request.customInput : undefined;
  if (samples.length === 0 && customInput === undefined) throw badRequest(NOTHING_TO_RUN_MESSAGE);
  const tests: TestCase[] =
    customInput === undefined ? samples : [...samples, { input: customInput, output: '', sample: true }];

  const lease = await runs.acquire(user.id, RUN_LEASE_SECONDS);
  if (lease === 'evaluation-in-flight') throw conflict(RUN_WHILE_EVALUATING_MESSAGE);
  if (lease === 'run-in-flight') throw conflict(RUN_ALREADY_RUNNING_MESSAGE);
  try {
    const runtime = await getSandboxRuntime().catch((error: Error) => {
      throw new SandboxUnavailableError(`Code cannot be run: the sandbox is unavailable (${error.message}).`);
    });
    const report = await runtime.pool.withSlot((slot) =>
      judgeProgram(
        {
          language: request.language,
          code: request.code,
          tests,
          timeLimitMs: problem.time_limit_ms,
          memoryLimitMb: DEFAULT_MEMORY_LIMIT_MB,
          checker: checkerOf(problem.checker),
        },
        slot,
        runtime,
      ),
    );
    const judgedSamples = report.tests.slice(0, samples.length);
    const judgedCustom = customInput === undefined ? undefined : report.tests[samples.length];
    return {
      compile_error: report.compileError ?? null,
      samples: judgedSamples.map(sampleResult),
      custom: judgedCustom && customInput !== undefined ? customResult(judgedCustom, customInput) : null,
    };
  } catch (error) {
    if (error instanceof SandboxUnavailableError) throw new HttpError(503, error.message);
    if (error instanceof CheckerUnusableError)
      throw new HttpError(
        503,
        `${error.message} Your code could not be judged: please tell us with the Feedback button.`,
      );
    throw error;
  } finally {
    await runs.release(user.id);
    // An evaluation submitted during the Run waited for it: idle slots may take it now.
    const waiting = await submissions.waitingLanguage(user.id);
    if (waiting) await dependencies.wakeUps.announce(waiting).catch(() => undefined);
  }
}
