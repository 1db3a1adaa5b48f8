/**
 * Sandboxed ÷ bare run of `true`, with the seccomp filter on: what one sandboxed command costs
 * (the run cgroup's upkeep, the launcher shell, bubblewrap's namespaces, the filter, PID 1 shell)
 * over spawning the same program directly, as wall time (median) and as CPU time per run (beside
 * isolate's, measured on this machine: FIELD-NOTES.md). Then how long a flood on stdout and on
 * stderr holds its slot. Then what a program at /app adds: bind-mounted from a host directory (how runs
 * got it before; its host path showed in /proc/self/mountinfo) against copied into the sandbox
 * (how they get it now), interleaved. `npx tsx api/bench/sandbox-overhead.ts`, also run by
 * `npm run bench -w api`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { runInSandbox, settleSandboxCleanup } from '../src/evaluator/sandbox/run-in-sandbox.js';
import {
  closeSandbox,
  getSandboxRuntime,
  type SandboxRuntime,
} from '../src/evaluator/sandbox/sandbox-runtime.js';
import type { SandboxRunSpec } from '../src/evaluator/sandbox/sandbox-types.js';
import { loadSeccompFilter, seccompFilterPath } from '../src/evaluator/sandbox/seccomp-filter.js';
import { measureAgainstIsolate } from './sandbox-vs-isolate.js';

const TRUE_PROGRAM = '/usr/bin/true';
const RUNS = Number(process.env.BENCH_SANDBOX_RUNS ?? 60);
const WARM_UP_RUNS = 5;
const GOAL_MS = 4;
/** isolate --run of `true` minus a bare `true`, CPU per run, measured side by side here (FIELD-NOTES.md, 2026-11-28). */
const ISOLATE_CPU_OVER_BARE_MS = 5.6 - 2.1;
const CPU_RUNS = Number(process.env.BENCH_SANDBOX_CPU_RUNS ?? 100);
/** About a Go binary (the largest artifact); a C++ one is tens of KB, Java classes and sources a few KB. */
const PROGRAM_BYTES = Number(process.env.BENCH_PROGRAM_BYTES ?? 1.5 * 1024 * 1024);

const TRUE_SPEC: SandboxRunSpec = {
  command: [TRUE_PROGRAM],
  stdin: '',
  wallTimeMs: 5000,
  memoryBytes: 64 << 20,
  maxProcesses: 16,
  stdoutLimitBytes: 1024,
  stderrLimitBytes: 1024,
  workDirBytes: 1 << 20,
  // As for a test run: bubblewrap's copy of /app is written under this limit too.
  fileSizeLimitBytes: 16 << 20,
  openFilesLimit: 64,
};

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

async function timeSandboxed(runtime: SandboxRuntime, spec: SandboxRunSpec): Promise<number> {
  const startedAt = performance.now();
  const result = await runtime.pool.withSlot((slot) => runInSandbox(spec, slot.identity, runtime.cgroups));
  const elapsedMs = performance.now() - startedAt;
  if (result.exitCode !== 0) throw new Error(`sandboxed true failed: ${result.stderr}`);
  return elapsedMs;
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
    const sandboxedMs = await timeSandboxed(runtime, TRUE_SPEC);
    if (run < WARM_UP_RUNS) continue;
    bare.push(bareMs);
    sandboxed.push(sandboxedMs);
  }
  const bareMs = median(bare);
  const sandboxedMs = median(sandboxed);
  return { bareMs, sandboxedMs, overheadMs: sandboxedMs - bareMs, filterBytes: filter.length };
}

/** CPU time of this process and of its reaped children (every sandboxed process ends up counted here), in ms. */
function processTreeCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name: state is field 3, cutime and cstime are fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const childTicks = Number(fields[13]) + Number(fields[14]);
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + (childTicks * 1000) / 100;
}

export interface CpuPerRun {
  bareCpuMs: number;
  sandboxedCpuMs: number;
}

/**
 * CPU per run (the worker's own and every process it started, cgroup upkeep included), in blocks
 * rather than interleaved: the children's figure only has clock-tick (10 ms) resolution, so it is
 * read once per block. CPU time is what a loaded machine disturbs least.
 */
export async function measureCpuPerRun(runs = CPU_RUNS): Promise<CpuPerRun> {
  const runtime = await getSandboxRuntime();
  for (let run = 0; run < WARM_UP_RUNS; run++) await timeSandboxed(runtime, TRUE_SPEC);
  await settleSandboxCleanup();
  let startedAt = processTreeCpuMs();
  for (let run = 0; run < runs; run++) await runBare();
  const bareCpuMs = (processTreeCpuMs() - startedAt) / runs;
  startedAt = processTreeCpuMs();
  for (let run = 0; run < runs; run++) await timeSandboxed(runtime, TRUE_SPEC);
  await settleSandboxCleanup();
  const sandboxedCpuMs = (processTreeCpuMs() - startedAt) / runs;
  return { bareCpuMs, sandboxedCpuMs };
}

/** How long a program that floods stdout or stderr keeps its slot (the time limit is 10 s). */
export async function measureFloodStop(): Promise<{ stdoutMs: number; stderrMs: number }> {
  const runtime = await getSandboxRuntime();
  const flood = async (descriptor: 1 | 2): Promise<number> => {
    const startedAt = performance.now();
    await runtime.pool.withSlot((slot) =>
      runInSandbox(
        {
          ...TRUE_SPEC,
          command: [
            '/bin/sh',
            '-c',
            `while :; do echo xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx >&${descriptor}; done`,
          ],
          wallTimeMs: 10_000,
          cpuTimeMs: 10_000,
          stdoutLimitBytes: 1 << 20,
          stderrLimitBytes: 64 << 10,
        },
        slot.identity,
        runtime.cgroups,
      ),
    );
    return performance.now() - startedAt;
  };
  return { stdoutMs: await flood(1), stderrMs: await flood(2) };
}

export interface AppDeliveryCost {
  programBytes: number;
  /** Sandboxed `true` with nothing at /app. */
  emptyMs: number;
  /** The same with the program bind-mounted read-only at /app from a host directory. */
  boundMs: number;
  /** The same with the program copied into the sandbox's read-only root at /app from a host file (how runs get it). */
  copiedMs: number;
  /** The same, copied from the worker's memory through a pipe (tried first: round trips on a busy machine). */
  pipedMs: number;
  /** Median over rounds of (copied − bound) within the round: steadier than the difference of medians. */
  pairedCopyCostMs: number;
}

/** The three ways interleaved, one run of each per round. */
export async function measureAppDelivery(runs = RUNS): Promise<AppDeliveryCost> {
  const runtime = await getSandboxRuntime();
  const program = Buffer.alloc(PROGRAM_BYTES, 0x5a);
  const hostDirectory = await mkdtemp(path.join(runtime.stateDirectory, 'bench-app-'));
  try {
    await writeFile(path.join(hostDirectory, 'main'), program, { mode: 0o755 });
    const bound: SandboxRunSpec = {
      ...TRUE_SPEC,
      binds: [{ hostPath: hostDirectory, sandboxPath: '/app', writable: false }],
    };
    const copied: SandboxRunSpec = {
      ...TRUE_SPEC,
      files: [{ sandboxPath: '/app/main', hostPath: path.join(hostDirectory, 'main'), executable: true }],
    };
    const piped: SandboxRunSpec = {
      ...TRUE_SPEC,
      files: [{ sandboxPath: '/app/main', content: program, executable: true }],
    };
    const variants = { empty: TRUE_SPEC, bound, copied, piped };
    const timings = {
      empty: [] as number[],
      bound: [] as number[],
      copied: [] as number[],
      piped: [] as number[],
    };
    for (let run = 0; run < WARM_UP_RUNS + runs; run++) {
      for (const [name, spec] of Object.entries(variants) as Array<[keyof typeof variants, SandboxRunSpec]>) {
        const elapsedMs = await timeSandboxed(runtime, spec);
        if (run >= WARM_UP_RUNS) timings[name].push(elapsedMs);
      }
    }
    return {
      programBytes: program.length,
      emptyMs: median(timings.empty),
      boundMs: median(timings.bound),
      copiedMs: median(timings.copied),
      pipedMs: median(timings.piped),
      pairedCopyCostMs: median(timings.copied.map((copiedMs, round) => copiedMs - timings.bound[round]!)),
    };
  } finally {
    await rm(hostDirectory, { recursive: true, force: true });
  }
}

function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

export async function runSandboxOverheadBench(): Promise<void> {
  try {
    const { bareMs, sandboxedMs, overheadMs, filterBytes } = await measureSandboxOverhead();
    console.log(
      `sandboxed ÷ bare run of true, seccomp filter on (${filterBytes / 8} BPF instructions, ${seccompFilterPath()}), median of ${RUNS}:` +
        ` ${sandboxedMs.toFixed(1)} ms vs ${bareMs.toFixed(1)} ms → overhead ${overheadMs.toFixed(1)} ms` +
        ` (×${(sandboxedMs / bareMs).toFixed(1)}; goal ≤ ${GOAL_MS} ms${overheadMs <= GOAL_MS ? ', met' : ', MISSED'})` +
        `; load average ${loadAverage()}`,
    );
    const { bareCpuMs, sandboxedCpuMs } = await measureCpuPerRun();
    const cpuOverheadMs = sandboxedCpuMs - bareCpuMs;
    console.log(
      `CPU per run of true (this process and every process it starts), ${CPU_RUNS} runs each: sandboxed ${sandboxedCpuMs.toFixed(1)} ms,` +
        ` bare ${bareCpuMs.toFixed(1)} ms → ${cpuOverheadMs.toFixed(1)} ms over bare; isolate --run measured ${ISOLATE_CPU_OVER_BARE_MS.toFixed(1)} ms over bare` +
        ` (goal: within 1.5 ms of it${cpuOverheadMs <= ISOLATE_CPU_OVER_BARE_MS + 1.5 ? ', met' : ', MISSED'}); load average ${loadAverage()}`,
    );
    if (process.env.ISOLATE_BIN) {
      // isolate built from its source outside the repository (not a dependency): measured live, side by side.
      const perRun = await measureAgainstIsolate(process.env.ISOLATE_BIN);
      console.log(
        `CPU per run of true, interleaved blocks: bare ${perRun.bare!.toFixed(2)} ms, isolate --run ${perRun.isolate!.toFixed(2)} ms,` +
          ` this sandbox ${perRun.sandbox!.toFixed(2)} ms → ${(perRun.sandbox! - perRun.isolate!).toFixed(2)} ms over isolate (goal ≤ 1.5 ms)` +
          `; load average ${loadAverage()}`,
      );
    }
    const floods = await measureFloodStop();
    console.log(
      `a flood of output holds its slot (10 s limit): on stdout ${floods.stdoutMs.toFixed(0)} ms, on stderr ${floods.stderrMs.toFixed(0)} ms (goal ≤ 1000 ms each)`,
    );
    const { programBytes, emptyMs, boundMs, copiedMs, pipedMs, pairedCopyCostMs } =
      await measureAppDelivery();
    console.log(
      `a ${(programBytes / 1024 / 1024).toFixed(1)} MB program at /app, interleaved, median of ${RUNS}:` +
        ` nothing ${emptyMs.toFixed(1)} ms, bind-mounted ${boundMs.toFixed(1)} ms (before; host path in mountinfo),` +
        ` copied from a host file's descriptor ${copiedMs.toFixed(1)} ms (now) → copy − bind ${pairedCopyCostMs.toFixed(1)} ms per run (median of the paired differences);` +
        ` copied through a pipe ${pipedMs.toFixed(1)} ms (tried)` +
        `; load average ${loadAverage()}`,
    );
  } finally {
    await closeSandbox();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runSandboxOverheadBench();
}
