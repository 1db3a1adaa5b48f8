import { TOOLCHAINS } from '../languages/registry.js';
import { runInSandbox } from '../sandbox/run-in-sandbox.js';
import type { SandboxRuntime } from '../sandbox/sandbox-runtime.js';
import type { SandboxSlot } from '../sandbox/slot-pool.js';
import type { SupportedLanguage } from '../types.js';
import { classifyRun, type RunClassification } from './classify-run.js';
import { learnerReadable, withCompiledProgram } from './judge-program.js';
import { runLimits, STARTUP_ALLOWANCE_MS } from './sandbox-limits.js';

const STDERR_EXCERPT_LIMIT = 500;

export interface ProgramRunRequest {
  language: SupportedLanguage;
  code: string;
  /** One run per stdin, in order. */
  stdins: readonly string[];
  /** CPU per run, as a learner's program on the same level gets (start-up allowance added). */
  timeLimitMs: number;
  memoryLimitMb: number;
  /** What a run may print; more stops it as `output_limit_exceeded`. */
  stdoutLimitBytes: number;
}

export interface ProgramRun {
  verdict: RunClassification['verdict'] | 'not_run';
  exitDescription?: string;
  /** The whole output of a finished run (empty otherwise). */
  stdout: string;
  stderrExcerpt: string;
  timeMs: number;
}

export type ProgramRunReport = { compileError: string } | { runs: ProgramRun[] };

/**
 * Runs a program of a problem's own (a test generator, a validator, a reference solution) once per
 * stdin in the sandbox, under the limits a learner's program gets, and keeps each run's whole output.
 * The first run that does not finish ends the series (the rest are `not_run`): a generator that loops
 * on one call would loop on the next, and the author needs the first failure, not ten.
 */
export async function runProgram(
  request: ProgramRunRequest,
  slot: SandboxSlot,
  runtime: SandboxRuntime,
): Promise<ProgramRunReport> {
  const outcome = await withCompiledProgram(request, slot, runtime, async (program, appFiles) => {
    const { command, env } = TOOLCHAINS[request.language].run(program, request.memoryLimitMb);
    const allowedMs = request.timeLimitMs + STARTUP_ALLOWANCE_MS[request.language];
    const runs: ProgramRun[] = [];
    for (const stdin of request.stdins) {
      if (runs.some((run) => run.verdict !== 'finished')) {
        runs.push({ verdict: 'not_run', stdout: '', stderrExcerpt: '', timeMs: 0 });
        continue;
      }
      const result = await runInSandbox(
        {
          ...runLimits(request.memoryLimitMb, 0),
          stdoutLimitBytes: request.stdoutLimitBytes,
          command,
          env,
          stdin,
          files: appFiles,
          cpuTimeMs: allowedMs,
          wallTimeMs: allowedMs * 3 + 1000,
        },
        slot.identity,
        runtime.cgroups,
      );
      const { verdict, exitDescription } = classifyRun(result);
      runs.push({
        verdict,
        exitDescription,
        stdout: verdict === 'finished' ? result.stdout : '',
        stderrExcerpt: learnerReadable(result.stderr).slice(0, STDERR_EXCERPT_LIMIT),
        timeMs: Math.round(result.cpuTimeMs ?? result.wallTimeMs),
      });
    }
    return runs;
  });
  return 'compileError' in outcome ? outcome : { runs: outcome.value };
}
