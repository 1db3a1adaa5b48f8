/**
 * CPU per run of `true`: bare, under isolate --run (built from source outside the repository, given
 * by ISOLATE_BIN; isolate is not a dependency) and in this sandbox, in interleaved blocks so a busy
 * moment weighs on all three alike. `ISOLATE_BIN=/path/to/isolate npx tsx api/bench/sandbox-vs-isolate.ts`
 * (also run by sandbox-overhead.ts when ISOLATE_BIN is set). isolate needs a config file at the path
 * it was built with (CONFIGDIR=…): box_root, lock_root, and first_uid/first_gid/num_boxes when no
 * subid user exists. Run it from a shell whose descriptors above stderr are closed: an inherited
 * one makes this sandbox take its descriptor-closing (bash) launcher, ~1.5 ms more per run.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { runInSandbox, settleSandboxCleanup } from '../src/evaluator/sandbox/run-in-sandbox.js';
import { closeSandbox, getSandboxRuntime } from '../src/evaluator/sandbox/sandbox-runtime.js';
import type { SandboxRunSpec } from '../src/evaluator/sandbox/sandbox-types.js';

const TRUE_PROGRAM = '/usr/bin/true';
const BLOCK = Number(process.env.BENCH_BLOCK_RUNS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const ISOLATE_BOX = process.env.ISOLATE_BOX ?? '7';

export const TRUE_SPEC: SandboxRunSpec = {
  command: [TRUE_PROGRAM],
  stdin: '',
  wallTimeMs: 5000,
  memoryBytes: 64 << 20,
  maxProcesses: 16,
  stdoutLimitBytes: 1024,
  stderrLimitBytes: 1024,
  workDirBytes: 1 << 20,
  fileSizeLimitBytes: 16 << 20,
  openFilesLimit: 64,
};

/** This process's CPU and that of its reaped children (the children's in 10 ms ticks), in ms. */
function processTreeCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const childTicks = Number(fields[13]) + Number(fields[14]);
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + childTicks * 10;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

export async function measureAgainstIsolate(isolate: string | undefined) {
  const runtime = await getSandboxRuntime();
  const ways: Record<string, () => Promise<void>> = {
    bare: () => run(TRUE_PROGRAM, []),
    ...(isolate
      ? { isolate: () => run(isolate, [`--box-id=${ISOLATE_BOX}`, '--run', '--', TRUE_PROGRAM]) }
      : {}),
    sandbox: async () => {
      const result = await runtime.pool.withSlot((slot) =>
        runInSandbox(TRUE_SPEC, slot.identity, runtime.cgroups),
      );
      if (result.exitCode !== 0) throw new Error(`sandboxed true failed: ${result.stderr}`);
    },
  };
  if (isolate) await run(isolate, [`--box-id=${ISOLATE_BOX}`, '--init']).catch(() => undefined);
  const totals = Object.fromEntries(Object.keys(ways).map((name) => [name, 0]));
  for (const way of Object.values(ways)) for (let index = 0; index < 5; index++) await way();
  await settleSandboxCleanup();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, way] of Object.entries(ways)) {
      const startedAt = processTreeCpuMs();
      for (let index = 0; index < BLOCK; index++) await way();
      if (name === 'sandbox') await settleSandboxCleanup();
      totals[name]! += processTreeCpuMs() - startedAt;
    }
  }
  return Object.fromEntries(Object.entries(totals).map(([name, total]) => [name, total / (ROUNDS * BLOCK)]));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const perRun = await measureAgainstIsolate(process.env.ISOLATE_BIN);
    const line = Object.entries(perRun)
      .map(([name, ms]) => `${name} ${ms.toFixed(2)} ms`)
      .join(', ');
    console.log(`CPU per run of true, ${ROUNDS} interleaved blocks of ${BLOCK}: ${line}`);
    if (perRun.isolate !== undefined)
      console.log(
        `sandbox − isolate: ${(perRun.sandbox! - perRun.isolate).toFixed(2)} ms (goal ≤ 1.5 ms); isolate − bare ${(perRun.isolate - perRun.bare!).toFixed(2)} ms, sandbox − bare ${(perRun.sandbox! - perRun.bare!).toFixed(2)} ms`,
      );
  } finally {
    await closeSandbox();
  }
}
