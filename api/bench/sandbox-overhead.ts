/**
 * Sandboxed ÷ bare run of `true`, with the seccomp filter on: what one sandboxed command costs
 * (cgroup, prlimit, bubblewrap's namespaces, the filter, PID 1 shell) over spawning the same
 * program directly. `npx tsx api/bench/sandbox-overhead.ts`, also run by `npm run bench -w api`.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { runInSandbox } from '../src/evaluator/sandbox/run-in-sandbox.js';
import { closeSandbox, getSandboxRuntime } from '../src/evaluator/sandbox/sandbox-runtime.js';
import { loadSeccompFilter, seccompFilterPath } from '../src/evaluator/sandbox/seccomp-filter.js';

const TRUE_PROGRAM = '/usr/bin/true';
const RUNS = Number(process.env.BENCH_SANDBOX_RUNS ?? 60);
const WARM_UP_RUNS = 5;
const GOAL_MS = 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function runBare(): Promise<number> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const child = spawn(TRUE_PROGRAM, [], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('close', () => resolve(performance.now() - startedAt));
  });
}

export interface SandboxOverhead {
  bareMs: number;
  sandboxedMs: number;
  overheadMs: number;
  filterBytes: number;
}

/** Medians over interleaved runs, so a busy moment on the machine weighs on both sides alike. */
export async function measureSandboxOverhead(runs = RUNS): Promise<SandboxOverhead> {
  // The sandbox refuses to run without its filter, so a figure here is always a filtered one.
  const filter = await loadSeccompFilter();
  const runtime = await getSandboxRuntime();
  const bare: number[] = [];
  const sandboxed: number[] = [];
  for (let run = 0; run < WARM_UP_RUNS + runs; run++) {
    const bareMs = await runBare();
    const startedAt = performance.now();
    const result = await runtime.pool.withSlot((slot) =>
      runInSandbox(
        {
          command: [TRUE_PROGRAM],
          stdin: '',
          wallTimeMs: 5000,
          memoryBytes: 64 << 20,
          maxProcesses: 16,
          stdoutLimitBytes: 1024,
          stderrLimitBytes: 1024,
          workDirBytes: 1 << 20,
          fileSizeLimitBytes: 1 << 20,
          openFilesLimit: 64,
        },
        slot.identity,
        runtime.cgroups,
      ),
    );
    const sandboxedMs = performance.now() - startedAt;
    if (result.exitCode !== 0) throw new Error(`sandboxed true failed: ${result.stderr}`);
    if (run < WARM_UP_RUNS) continue;
    bare.push(bareMs);
    sandboxed.push(sandboxedMs);
  }
  const bareMs = median(bare);
  const sandboxedMs = median(sandboxed);
  return { bareMs, sandboxedMs, overheadMs: sandboxedMs - bareMs, filterBytes: filter.length };
}

export async function runSandboxOverheadBench(): Promise<void> {
  try {
    const { bareMs, sandboxedMs, overheadMs, filterBytes } = await measureSandboxOverhead();
    console.log(
      `sandboxed ÷ bare run of true, seccomp filter on (${filterBytes / 8} BPF instructions, ${seccompFilterPath()}), median of ${RUNS}:` +
        ` ${sandboxedMs.toFixed(1)} ms vs ${bareMs.toFixed(1)} ms → overhead ${overheadMs.toFixed(1)} ms` +
        ` (×${(sandboxedMs / bareMs).toFixed(1)}; goal ≤ ${GOAL_MS} ms${overheadMs <= GOAL_MS ? ', met' : ', MISSED'})`,
    );
  } finally {
    await closeSandbox();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runSandboxOverheadBench();
}
