import os from 'node:os';
import type { SandboxRunResult } from '../sandbox/sandbox-types.js';
import type { TestVerdict } from '../types.js';

const OUT_OF_MEMORY_MESSAGES =
  /MemoryError|java\.lang\.OutOfMemoryError|JavaScript heap out of memory|std::bad_alloc|runtime: out of memory|cannot allocate memory/;

const SIGNAL_EXPLANATIONS: Record<string, string> = {
  SIGSEGV:
    'segmentation fault: an invalid memory access such as an out-of-bounds index, a null pointer or very deep recursion',
  SIGABRT: 'aborted: an assertion failed or an uncaught exception',
  SIGFPE: 'arithmetic error such as an integer division by zero',
  SIGXFSZ: 'wrote a file larger than the allowed size',
  SIGKILL: 'killed',
  SIGBUS: 'bus error: an invalid memory access',
};

function signalName(signalNumber: number): string | undefined {
  return Object.entries(os.constants.signals).find(([, value]) => value === signalNumber)?.[0];
}

export interface RunClassification {
  verdict: Exclude<TestVerdict, 'passed' | 'wrong_answer' | 'not_run'> | 'finished';
  /** For runtime errors: how the process ended, in words. */
  exitDescription?: string;
}

/** bubblewrap reports a program killed by signal N as exit code 128 + N. */
export function describeExit(result: SandboxRunResult): string | undefined {
  if (result.signal) return `killed by ${result.signal}`;
  if (result.exitCode === null || result.exitCode === 0) return undefined;
  if (result.exitCode > 128) {
    const name = signalName(result.exitCode - 128);
    if (name) return `${name} (${SIGNAL_EXPLANATIONS[name] ?? 'terminated by a signal'})`;
  }
  return `exit code ${result.exitCode}`;
}

export function classifyRun(result: SandboxRunResult): RunClassification {
  if (result.timedOut) return { verdict: 'time_limit_exceeded' };
  if (result.outputLimitExceeded) return { verdict: 'output_limit_exceeded' };
  const failed = result.signal !== null || (result.exitCode ?? 0) !== 0;
  if (result.oomKilled || (failed && OUT_OF_MEMORY_MESSAGES.test(result.stderr)))
    return { verdict: 'memory_limit_exceeded' };
  if (failed) return { verdict: 'runtime_error', exitDescription: describeExit(result) };
  return { verdict: 'finished' };
}
