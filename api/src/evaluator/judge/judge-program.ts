import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TOOLCHAINS } from '../languages/registry.js';
import {
  SANDBOX_APP_DIR,
  SANDBOX_GO_CACHE_DIR,
  SANDBOX_OUT_DIR,
  SANDBOX_PCH_DIR,
  SourceRejectedError,
  type PreparedProgram,
} from '../languages/toolchain-types.js';
import { fitGrowth, startupEstimateMs, type SizeTiming } from '../complexity/fit-growth.js';
import type { GrowthClass } from '../complexity/growth-classes.js';
import {
  confirmReading,
  fillInBelowTimeOut,
  keepFillIn,
  runSizeSeries,
  settleReading,
  standsOut,
  type SizeRunOutcome,
} from '../complexity/run-size-series.js';
import { defaultTestKind, type TestKind } from '../complexity/test-kinds.js';
import { growthCeiling } from '../ratings/rate-efficiency.js';
import { runInSandbox } from '../sandbox/run-in-sandbox.js';
import type { SandboxRuntime } from '../sandbox/sandbox-runtime.js';
import type { CollectedFile, SandboxBind, SandboxFile } from '../sandbox/sandbox-types.js';
import type { SandboxSlot } from '../sandbox/slot-pool.js';
import type { SupportedLanguage, TestCase, TestResult } from '../types.js';
import { prepareOwnedDirectory } from './build-directory.js';
import { classifyRun } from './classify-run.js';
import { compareOutput, type OutputComparison } from './compare-output.js';
import { PRECOMPILED_HEADER_FILE, readyPrecompiledHeaderDir } from './precompiled-header.js';
import { filesAt } from './sandbox-files.js';
import { canShareJvm, runInOneJvm, SharedJvmRuns } from './shared-jvm.js';
import {
  COMPILE_LIMITS,
  COMPILE_MEMORY_LIMIT_MB,
  runLimits,
  STARTUP_ALLOWANCE_MS,
} from './sandbox-limits.js';

const SAMPLE_TEXT_LIMIT = 2000;
const MESSAGE_LIMIT = 3000;

export interface JudgeRequest {
  language: SupportedLanguage;
  code: string;
  tests: TestCase[];
  timeLimitMs: number;
  memoryLimitMb: number;
  /** Inputs of growing size to time after the tests (measured complexity). */
  growthInputs?: { size: number; input: string; fillIn?: boolean }[];
  /** The level's intended growth: a series that reads steep enough to cost points is timed again first. */
  expectedGrowth?: GrowthClass;
  /** A program that judges each finished run's output instead of comparing it with the expected one. */
  checker?: OutputChecker;
}

/**
 * A level's checker, for problems with several right answers or floating-point output. It runs in
 * the sandbox after each finished run, reads CHECKER_FILES (the test's input, the reference's output,
 * the program's output) and accepts the output by exiting with status 0.
 */
export interface OutputChecker {
  language: SupportedLanguage;
  code: string;
}

export const CHECKER_FILES = {
  input: '/check/input.txt',
  expected: '/check/expected.txt',
  output: '/check/output.txt',
} as const;

/** Thrown when a level's checker cannot run: the problem's fault, never the learner's. */
export class CheckerUnusableError extends Error {}

interface ReadyChecker {
  command: string[];
  env?: Record<string, string>;
  files: SandboxFile[];
  allowedMs: number;
  memoryLimitMb: number;
}

/** A test result plus what the rating notes need but a learner must not see for hidden tests. */
export interface JudgedTest extends TestResult {
  kind: TestKind;
  inputBytes: number;
  stderrExcerpt: string;
  exitDescription?: string;
  comparison?: OutputComparison;
}

export interface JudgeReport {
  compileError?: string;
  tests: JudgedTest[];
  /** CPU time per input size; absent when no growth was asked for or no test passed. */
  sizeRuns?: SizeTiming[];
  /** The language the size runs were timed in: how fast a quadratic program can be in it (fit-growth.ts). */
  language?: SupportedLanguage;
}

function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}\n… (truncated)` : text;
}

/** Compiler messages name files by their sandbox path; the learner only knows the file name. */
export function learnerReadable(text: string): string {
  return truncate(
    text.replaceAll(`${SANDBOX_APP_DIR}/`, '').replaceAll(`${SANDBOX_OUT_DIR}/`, '').trim(),
    MESSAGE_LIMIT,
  );
}

type Compiled = { error: string } | { artifacts: CollectedFile[] };

/**
 * Compiles with the sources copied to /app. A toolchain with artifacts writes them to /out, a tmpfs
 * of the compile's sandbox whose files come back in memory: no host directory is mounted for them.
 */
async function compile(
  request: Pick<JudgeRequest, 'language' | 'memoryLimitMb'>,
  program: PreparedProgram,
  slot: SandboxSlot,
  runtime: SandboxRuntime,
): Promise<Compiled> {
  const toolchain = TOOLCHAINS[request.language];
  const precompiledHeaderDir =
    request.language === 'cpp' ? await readyPrecompiledHeaderDir(runtime) : undefined;
  const { command, env } = toolchain.compile(program, {
    memoryLimitMb: COMPILE_MEMORY_LIMIT_MB,
    precompiledHeaderDir,
  });
  const binds: SandboxBind[] = [];
  if (request.language === 'go') {
    const goCache = path.join(slot.directory, 'go-cache');
    await prepareOwnedDirectory(goCache, slot.identity, 0o700);
    binds.push({ hostPath: goCache, sandboxPath: SANDBOX_GO_CACHE_DIR, writable: true });
  }
  // The header is ~100 MB: handed over as a descriptor, neither copied nor mounted (whose mount line
  // an `#include "/proc/self/mountinfo"` would print in the compiler's errors).
  const descriptorFiles = precompiledHeaderDir
    ? [
        {
          hostPath: path.join(precompiledHeaderDir, PRECOMPILED_HEADER_FILE),
          sandboxPath: path.posix.join(SANDBOX_PCH_DIR, PRECOMPILED_HEADER_FILE),
        },
      ]
    : [];

  const result = await runInSandbox(
    {
      ...COMPILE_LIMITS,
      command,
      env,
      stdin: '',
      binds,
      descriptorFiles,
      files: filesAt(SANDBOX_APP_DIR, program.files),
      ...(toolchain.outputsArtifacts ? { collectDirectory: SANDBOX_OUT_DIR } : {}),
    },
    slot.identity,
    runtime.cgroups,
  );
  if (result.timedOut)
    return { error: `Compilation took longer than ${COMPILE_LIMITS.cpuTimeMs / 1000} s and was stopped.` };
  if (result.oomKilled)
    return { error: `Compilation needed more than ${COMPILE_MEMORY_LIMIT_MB} MB of memory and was stopped.` };
  if (result.exitCode !== 0) {
    return {
      error:
        learnerReadable(`${result.stderr}\n${result.stdout}`) ||
        `The compiler failed (exit code ${result.exitCode}).`,
    };
  }
  if (result.collectError)
    return { error: `The compiler's output could not be taken over: ${result.collectError}.` };
  const artifacts = result.collected ?? [];
  // Each run copies the artifacts into its sandbox under the run's file size limit.
  const runFileLimitBytes = runLimits(request.memoryLimitMb, 0).fileSizeLimitBytes;
  if (artifacts.some((artifact) => artifact.content.length > runFileLimitBytes))
    return {
      error: `The compiled program is larger than ${runFileLimitBytes / 1024 / 1024} MB, the most a run can load (large initialised arrays are stored in the program: fill them at run time instead).`,
    };
  return { artifacts };
}

function notRun(test: TestCase, index: number): JudgedTest {
  return {
    index,
    sample: test.sample,
    kind: test.kind ?? defaultTestKind(test.input, test.sample),
    passed: false,
    verdict: 'not_run',
    time_ms: 0,
    memory_kb: 0,
    inputBytes: Buffer.byteLength(test.input),
    stderrExcerpt: '',
  };
}

/** Whether the checker accepts `output` as an answer to `test` (written to host files, handed over as descriptors). */
async function checkerAccepts(
  checker: ReadyChecker,
  test: TestCase,
  output: string,
  slot: SandboxSlot,
  runtime: SandboxRuntime,
): Promise<boolean> {
  const directory = await mkdtemp(path.join(slot.directory, 'check-'));
  try {
    const files: SandboxFile[] = [];
    for (const [name, content] of [
      ['input', test.input],
      ['expected', test.output],
      ['output', output],
    ] as const) {
      const hostPath = path.join(directory, name);
      await writeFile(hostPath, content, { mode: 0o600 });
      files.push({ sandboxPath: CHECKER_FILES[name], hostPath });
    }
    const run = await runInSandbox(
      {
        ...runLimits(checker.memoryLimitMb, 0),
        command: checker.command,
        env: checker.env,
        stdin: '',
        files: [...checker.files, ...files],
        cpuTimeMs: checker.allowedMs,
        wallTimeMs: checker.allowedMs * 3 + 1000,
      },
      slot.identity,
      runtime.cgroups,
    );
    if (run.timedOut || run.oomKilled || run.outputLimitExceeded || run.signal !== null)
      throw new CheckerUnusableError(`The level's checker ${run.timedOut ? 'ran out of time' : 'crashed'}.`);
    return run.exitCode === 0;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

async function runTests(
  request: JudgeRequest,
  program: PreparedProgram,
  appFiles: SandboxFile[],
  slot: SandboxSlot,
  runtime: SandboxRuntime,
  checker?: ReadyChecker,
): Promise<JudgedTest[]> {
  const toolchain = TOOLCHAINS[request.language];
  const { command, env } = toolchain.run(program, request.memoryLimitMb);
  const allowedMs = request.timeLimitMs + STARTUP_ALLOWANCE_MS[request.language];
  const results: JudgedTest[] = [];
  let smallestTimedOutInput = Number.POSITIVE_INFINITY;
  const sharedJvm =
    request.language === 'java' && canShareJvm(request.code)
      ? new SharedJvmRuns({ ...request, program, allowedMs, appFiles, slot, runtime })
      : undefined;

  for (const [index, test] of request.tests.entries()) {
    const inputBytes = Buffer.byteLength(test.input);
    // A program that ran out of time on some input will not finish a larger one: save the wait.
    if (inputBytes >= smallestTimedOutInput) {
      results.push(notRun(test, index));
      continue;
    }
    let run = await sharedJvm?.runFor(index);
    run ??= await runInSandbox(
      {
        ...runLimits(request.memoryLimitMb, Buffer.byteLength(test.output)),
        command,
        env,
        stdin: test.input,
        files: appFiles,
        cpuTimeMs: allowedMs,
        // A run that sleeps or blocks uses no CPU: the wall clock stops it, with room for a busy machine.
        wallTimeMs: allowedMs * 3 + 1000,
      },
      slot.identity,
      runtime.cgroups,
    );
    const { verdict: runVerdict, exitDescription } = classifyRun(run);
    // A checker's verdict has no line to point at: the correctness note then says only which test.
    const comparison =
      runVerdict === 'finished' && !checker ? compareOutput(test.output, run.stdout) : undefined;
    const accepted =
      runVerdict === 'finished' &&
      (checker ? await checkerAccepts(checker, test, run.stdout, slot, runtime) : comparison!.matches);
    const verdict = runVerdict === 'finished' ? (accepted ? 'passed' : 'wrong_answer') : runVerdict;
    if (verdict === 'time_limit_exceeded')
      smallestTimedOutInput = Math.min(smallestTimedOutInput, inputBytes);
    const result: JudgedTest = {
      index,
      sample: test.sample,
      kind: test.kind ?? defaultTestKind(test.input, test.sample),
      passed: verdict === 'passed',
      verdict,
      time_ms: Math.round(run.cpuTimeMs ?? run.wallTimeMs),
      memory_kb: run.peakMemoryKb,
      inputBytes,
      stderrExcerpt: learnerReadable(run.stderr),
      exitDescription,
      comparison,
    };
    if (test.sample) {
      result.input = truncate(test.input, SAMPLE_TEXT_LIMIT);
      result.expected_output = truncate(test.output, SAMPLE_TEXT_LIMIT);
      result.actual_output = truncate(run.stdout, SAMPLE_TEXT_LIMIT);
      if (run.stderr) result.stderr = truncate(learnerReadable(run.stderr), SAMPLE_TEXT_LIMIT);
    }
    results.push(result);
  }
  return results;
}

/**
 * Each size run gets at most 2 s of CPU (start-up allowance added) and all of them together the
 * level's time limit: enough to see a quadratic program take off at n = 4 000–16 000. A reading in
 * doubt is timed again first (confirmReading).
 */
async function timeSizes(
  request: JudgeRequest,
  program: PreparedProgram,
  appFiles: SandboxFile[],
  slot: SandboxSlot,
  runtime: SandboxRuntime,
  tests: readonly JudgedTest[],
): Promise<SizeTiming[]> {
  const sharedJvm = request.language === 'java' && canShareJvm(request.code);
  const runOnce = sizeRunner(request, program, appFiles, slot, runtime);
  const inputOf = (size: number) => request.growthInputs!.find((input) => input.size === size)!.input;
  // Undefined when the harness could not run them: then fresh runs, and they are what is timed again.
  const inOneJvm = sharedJvm ? await timeSizesInOneJvm(request, program, appFiles, slot, runtime) : undefined;
  const timings = inOneJvm ?? (await timeSizeSeries(request, runOnce));
  const warmUpSize = (timings.find((timing) => !timing.timedOut) ?? timings[0])?.size ?? 0;
  const timeAgain = async (finished: readonly SizeTiming[]) => {
    if (!inOneJvm) {
      const times = [];
      for (const timing of finished) {
        const outcome = await runOnce(inputOf(timing.size));
        times.push(outcome.finished ? outcome.timeMs : undefined);
      }
      return times;
    }
    // In one JVM again, the smallest size warming it up, as the series was timed.
    const runs = await runInOneJvm(
      sharedJvmOptions(request, program, appFiles, slot, runtime),
      [warmUpSize, ...finished.map((timing) => timing.size)].map((size, id) =>
        jvmEntry(request, id, inputOf(size)),
      ),
    );
    return finished.map((_, index) => {
      const run = runs?.get(index + 1);
      return run && classifyRun(run).verdict === 'finished'
        ? Math.round(run.cpuTimeMs ?? run.wallTimeMs)
        : undefined;
    });
  };
  const timeAt = async (size: number): Promise<SizeRunOutcome | undefined> => {
    if (!inOneJvm) return runOnce(inputOf(size));
    const runs = await runInOneJvm(
      sharedJvmOptions(request, program, appFiles, slot, runtime),
      [warmUpSize, size].map((entrySize, id) => jvmEntry(request, id, inputOf(entrySize))),
    );
    const run = runs?.get(1);
    if (!run) return undefined;
    const { verdict } = classifyRun(run);
    return {
      timeMs: Math.round(run.cpuTimeMs ?? run.wallTimeMs),
      timedOut: verdict === 'time_limit_exceeded',
      finished: verdict === 'finished',
    };
  };
  const confirmed = await confirmReading(
    timings,
    (series) => readingInDoubt(request, tests, series),
    timeAgain,
  );
  return settleReading(confirmed, (series) => readingBeliesTimeOut(request, tests, series), {
    inputs: request.growthInputs!,
    startupMs: startupEstimateMs(tests, confirmed),
    runLimitMs: inOneJvm
      ? sharedJvmOptions(request, program, appFiles, slot, runtime).allowedMs
      : sizeRunLimitMs(request),
    timeAt,
    timeAgain,
  });
}

/**
 * Whether the size runs read the program as fast as the level intends (or read nothing) although it
 * ran out of time on a hidden test: the note would then contradict the verdict (settleReading).
 */
function readingBeliesTimeOut(
  request: JudgeRequest,
  tests: readonly JudgedTest[],
  timings: readonly SizeTiming[],
): boolean {
  if (!request.expectedGrowth || !tests.some((test) => test.verdict === 'time_limit_exceeded')) return false;
  const { growth } = fitGrowth(
    timings,
    startupEstimateMs(tests, timings),
    request.expectedGrowth,
    request.language,
  );
  return growth === undefined || growthCeiling(growth, request.expectedGrowth) >= 10;
}

/**
 * Whether the size runs' reading must be confirmed before it counts: a program that ran out of time on
 * a hidden test (its reading is what the notes give as the reason, so one burst must not pick it), or
 * runs that, as the efficiency rating reads them, grow a power of n faster than intended in a program
 * whose tests all finished in time.
 */
function readingInDoubt(
  request: JudgeRequest,
  tests: readonly JudgedTest[],
  timings: readonly SizeTiming[],
): boolean {
  if (!request.expectedGrowth) return false;
  if (tests.some((test) => test.verdict === 'time_limit_exceeded')) return true;
  const startupMs = startupEstimateMs(tests, timings);
  const { growth } = fitGrowth(timings, startupMs, request.expectedGrowth, request.language);
  return growth !== undefined && growthCeiling(growth, request.expectedGrowth) < 10;
}

/** One size run in a fresh sandbox, its CPU time as the series counts it. */
function sizeRunner(
  request: JudgeRequest,
  program: PreparedProgram,
  appFiles: SandboxFile[],
  slot: SandboxSlot,
  runtime: SandboxRuntime,
) {
  const { command, env } = TOOLCHAINS[request.language].run(program, request.memoryLimitMb);
  const allowedMs = sizeRunLimitMs(request);
  return async (input: string) => {
    const run = await runInSandbox(
      {
        // No expected output to size the cap by: outputs of these problems are smaller than inputs.
        ...runLimits(request.memoryLimitMb, Buffer.byteLength(input)),
        command,
        env,
        stdin: input,
        files: appFiles,
        cpuTimeMs: allowedMs,
        wallTimeMs: allowedMs * 3 + 1000,
      },
      slot.identity,
      runtime.cgroups,
    );
    const { verdict } = classifyRun(run);
    return {
      timeMs: Math.round(run.cpuTimeMs ?? run.wallTimeMs),
      timedOut: verdict === 'time_limit_exceeded',
      finished: verdict === 'finished',
    };
  };
}

const sizeRunLimitMs = (request: JudgeRequest) =>
  Math.min(request.timeLimitMs, 2000) + STARTUP_ALLOWANCE_MS[request.language];

function timeSizeSeries(request: JudgeRequest, runOnce: ReturnType<typeof sizeRunner>) {
  const startupMs = STARTUP_ALLOWANCE_MS[request.language];
  return runSizeSeries({
    inputs: request.growthInputs ?? [],
    budgetMs: request.timeLimitMs + 2 * startupMs,
    enoughMs: startupMs + Math.min(400, request.timeLimitMs / 4),
    runLimitMs: sizeRunLimitMs(request),
    runOnce,
  });
}

/** CPU a size run in a warm JVM may use beyond the level's limit (capped at 2 s): loading the learner's classes. */
const WARM_JVM_ALLOWANCE_MS = 200;

function sharedJvmOptions(
  request: JudgeRequest,
  program: PreparedProgram,
  appFiles: SandboxFile[],
  slot: SandboxSlot,
  runtime: SandboxRuntime,
) {
  return {
    program,
    memoryLimitMb: request.memoryLimitMb,
    allowedMs: Math.min(request.timeLimitMs, 2000) + WARM_JVM_ALLOWANCE_MS,
    appFiles,
    slot,
    runtime,
  };
}

/** One input of a shared JVM's batch, its output capped as a run of its own would be. */
const jvmEntry = (request: JudgeRequest, id: number, input: string) => ({
  id,
  input,
  stdoutCap: runLimits(request.memoryLimitMb, Buffer.byteLength(input)).stdoutLimitBytes,
});

/**
 * Java's sizes, timed in one JVM after a warm-up run (README, "Measured growth"). In a fresh JVM per
 * size, start-up (0.3–0.6 s of CPU, ±0.1 s on a loaded machine) and the JIT warming the JDK's input
 * code dwarf the small sizes and flatten the curve: a quadratic program read as O(n log n) 3 times of
 * 3. Here each size's CPU is its own, warm; the JVM stops after the first long run, as the series
 * of fresh runs does. Undefined when the harness could not run them (the caller falls back).
 */
async function timeSizesInOneJvm(
  request: JudgeRequest,
  program: PreparedProgram,
  appFiles: SandboxFile[],
  slot: SandboxSlot,
  runtime: SandboxRuntime,
): Promise<SizeTiming[] | undefined> {
  const inputs = request.growthInputs ?? [];
  const ascending = (a: { size: number }, b: { size: number }) => a.size - b.size;
  const declared = inputs.filter((input) => !input.fillIn).sort(ascending);
  const fillIns = inputs.filter((input) => input.fillIn).sort(ascending);
  const warmUp = declared[0];
  if (!warmUp) return [];
  const options = sharedJvmOptions(request, program, appFiles, slot, runtime);
  const enoughMs = Math.min(400, request.timeLimitMs / 4);
  const budgetMs = request.timeLimitMs + 2 * STARTUP_ALLOWANCE_MS.java;
  const entry = (id: number, input: string) => jvmEntry(request, id, input);
  // Entry 0 is the warm-up; the others are the sizes, smallest first.
  const first = await runInOneJvm(
    options,
    [warmUp, ...declared].map((input, id) => entry(id, input.input)),
    enoughMs,
  );
  if (!first) return undefined;
  const timings: SizeTiming[] = [];
  let spentMs = 0;
  for (const [id, run] of first) {
    const { verdict } = classifyRun(run);
    const timeMs = Math.round(run.cpuTimeMs ?? run.wallTimeMs);
    spentMs += timeMs;
    // A program slow enough to stop the JVM after its warm-up: that run is the smallest size's.
    const size = id === 0 ? (first.size === 1 ? warmUp.size : undefined) : declared[id - 1]!.size;
    if (size === undefined) continue;
    if (verdict === 'time_limit_exceeded') timings.push({ size, timeMs, timedOut: true });
    else if (verdict === 'finished') timings.push({ size, timeMs });
    if (verdict !== 'finished') break;
  }
  const longRun = timings.at(-1);
  if (longRun?.timedOut) {
    // As in runSizeSeries: the fill-in between the last finished run and the time-out, in a warm JVM.
    const below = fillInBelowTimeOut(
      fillIns,
      timings.filter((timing) => !timing.timedOut).at(-1),
      longRun.size,
      options.allowedMs,
      budgetMs - spentMs,
    );
    const rerun =
      below &&
      (await runInOneJvm(
        options,
        [warmUp, below].map((input, id) => entry(id, input.input)),
      ));
    const run = rerun?.get(1);
    const verdict = run && classifyRun(run).verdict;
    // Stopped too (a loaded machine stops runs at the wall clock before their CPU allowance), it is
    // still a lower bound one size nearer the last finished run.
    const finishedBefore = timings.filter((timing) => !timing.timedOut).at(-1);
    const timeMs = run ? Math.round(run.cpuTimeMs ?? run.wallTimeMs) : 0;
    if (
      below &&
      run &&
      finishedBefore &&
      keepFillIn(
        { timeMs, timedOut: verdict === 'time_limit_exceeded', finished: verdict === 'finished' },
        finishedBefore,
      )
    )
      timings.push({
        size: below.size,
        timeMs,
        ...(verdict === 'time_limit_exceeded' ? { timedOut: true } : {}),
      });
    return timings.sort(ascending);
  }
  if (!longRun || longRun.timeMs < enoughMs || spentMs + longRun.timeMs > budgetMs) return timings;
  // As in runSizeSeries: the fill-in below a long run that alone stands out, and the long run again.
  const quickestMs = Math.min(...timings.map((timing) => timing.timeMs));
  const measured = timings.filter((timing) => standsOut(timing.timeMs, quickestMs));
  const previousSize = timings.at(-2)?.size ?? 0;
  const fillIn =
    measured.length < 2
      ? fillIns.filter((input) => input.size > previousSize && input.size < longRun.size).at(-1)
      : undefined;
  const longInput = declared.find((input) => input.size === longRun.size)!;
  const second = await runInOneJvm(
    options,
    [warmUp, ...(fillIn ? [fillIn] : []), longInput].map((input, id) => entry(id, input.input)),
  );
  for (const [id, run] of second ?? []) {
    if (id === 0 || classifyRun(run).verdict !== 'finished') continue;
    const timeMs = Math.round(run.cpuTimeMs ?? run.wallTimeMs);
    if (fillIn && id === 1) timings.push({ size: fillIn.size, timeMs });
    else longRun.timeMs = Math.min(longRun.timeMs, timeMs);
  }
  return timings.sort(ascending);
}

/** Compiles once, then runs every test in the slot's sandbox, one after another. */
export async function judgeProgram(
  request: JudgeRequest,
  slot: SandboxSlot,
  runtime: SandboxRuntime,
): Promise<JudgeReport> {
  const outcome = await withCompiledProgram(request, slot, runtime, async (program, appFiles) => {
    const judge = async (checker?: ReadyChecker): Promise<JudgeReport> => {
      const tests = await runTests(request, program, appFiles, slot, runtime, checker);
      // Timing a program that passes nothing would measure how fast it fails.
      if (!request.growthInputs || !tests.some((test) => test.passed)) return { tests };
      return {
        tests,
        sizeRuns: await timeSizes(request, program, appFiles, slot, runtime, tests),
        language: request.language,
      };
    };
    if (!request.checker) return judge();
    const checkerRequest = { ...request.checker, memoryLimitMb: request.memoryLimitMb };
    const checked = await withCompiledProgram(checkerRequest, slot, runtime, (checker, checkerFiles) =>
      judge({
        ...TOOLCHAINS[checkerRequest.language].run(checker, checkerRequest.memoryLimitMb),
        files: checkerFiles,
        allowedMs: request.timeLimitMs + STARTUP_ALLOWANCE_MS[checkerRequest.language],
        memoryLimitMb: checkerRequest.memoryLimitMb,
      }),
    );
    if ('compileError' in checked)
      throw new CheckerUnusableError(`The level's checker does not compile: ${checked.compileError}`);
    return checked.value;
  });
  if ('compileError' in outcome)
    return { compileError: outcome.compileError, tests: request.tests.map(notRun) };
  return outcome.value;
}

/**
 * Prepares and compiles `code`, then hands `work` what each run needs: the prepared program (its run
 * command) and the files copied into every run's sandbox. A rejected source or a failed compile comes
 * back as `compileError`, in words the author can act on.
 */
export async function withCompiledProgram<T>(
  request: Pick<JudgeRequest, 'language' | 'code' | 'memoryLimitMb'>,
  slot: SandboxSlot,
  runtime: SandboxRuntime,
  work: (program: PreparedProgram, appFiles: SandboxFile[]) => Promise<T>,
): Promise<{ compileError: string } | { value: T }> {
  const toolchain = TOOLCHAINS[request.language];
  let program: PreparedProgram;
  try {
    program = await toolchain.prepare(request.code);
  } catch (error) {
    if (error instanceof SourceRejectedError) return { compileError: learnerReadable(error.message) };
    throw error;
  }

  const compiled = await compile(request, program, slot, runtime);
  if ('error' in compiled) return { compileError: compiled.error };
  // What runs is copied into each run's sandbox at /app: nothing of the host's layout shows there.
  // Compiled artifacts are kept in a host file each, which every run hands bubblewrap as a
  // descriptor (a megabyte through a pipe cost each run several event-loop round trips).
  const artifactDirectory = toolchain.outputsArtifacts
    ? await mkdtemp(path.join(slot.directory, 'build-'))
    : undefined;
  try {
    let appFiles: SandboxFile[] = filesAt(SANDBOX_APP_DIR, program.files);
    if (artifactDirectory && 'artifacts' in compiled) {
      appFiles = [];
      for (const artifact of compiled.artifacts) {
        const hostPath = path.join(artifactDirectory, artifact.path);
        await mkdir(path.dirname(hostPath), { recursive: true });
        await writeFile(hostPath, artifact.content, { mode: 0o600 });
        appFiles.push({
          sandboxPath: path.posix.join(SANDBOX_APP_DIR, artifact.path),
          hostPath,
          executable: artifact.executable,
        });
      }
    }
    return { value: await work(program, appFiles) };
  } finally {
    if (artifactDirectory) await rm(artifactDirectory, { recursive: true, force: true });
  }
}
