import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { CgroupParentV2 } from '../../src/evaluator/sandbox/cgroup-v2.js';
import { runInSandbox, settleSandboxCleanup } from '../../src/evaluator/sandbox/run-in-sandbox.js';
import { closeSandbox, getSandboxRuntime } from '../../src/evaluator/sandbox/sandbox-runtime.js';
import type { SandboxRunResult, SandboxRunSpec } from '../../src/evaluator/sandbox/sandbox-types.js';
import { pollUntil } from '../helpers/wait-for.js';

const MB = 1024 * 1024;

const SPEC: SandboxRunSpec = {
  command: ['/bin/true'],
  stdin: '',
  wallTimeMs: 10_000,
  cpuTimeMs: 5000,
  memoryBytes: 64 * MB,
  maxProcesses: 16,
  stdoutLimitBytes: 4096,
  stderrLimitBytes: 4096,
  workDirBytes: MB,
  fileSizeLimitBytes: MB,
  openFilesLimit: 64,
};

/** Runs one command in slot 0 of the real sandbox, noting which run cgroups held a process meanwhile. */
async function runInFirstSlot(
  spec: Partial<SandboxRunSpec>,
): Promise<{ result: SandboxRunResult; cgroupsInUse: string[] }> {
  const runtime = await getSandboxRuntime();
  const slot = runtime.pool.slots[0]!;
  let ended = false;
  const running = runInSandbox({ ...SPEC, ...spec }, slot.identity, runtime.cgroups).finally(() => {
    ended = true;
  });
  // The command sleeps first: long enough to see which cgroup holds it once it is in one.
  const cgroupsInUse = await pollUntil(
    () => runtime.cgroups.activeRuns(),
    (active) => active.length > 0 || ended,
    { timeoutMs: SPEC.wallTimeMs, intervalMs: 20 },
  );
  const result = await running;
  await settleSandboxCleanup();
  return { result, cgroupsInUse };
}

describe('run cgroups are reused between runs, with every figure the run’s own', { timeout: 120_000 }, () => {
  after(() => closeSandbox());

  test('consecutive runs use the same cgroup, and a run inherits neither memory, CPU nor an OOM kill', async () => {
    const hungry = await runInFirstSlot({
      // ~0.3 s of CPU and 40 MB, then more memory than the limit allows.
      command: [
        '/usr/bin/python3',
        '-c',
        'import time\ntime.sleep(0.3)\nend = time.process_time() + 0.3\nwhile time.process_time() < end: pass\nkept = [b"x" * (40 << 20)]\nkept.append(b"y" * (64 << 20))\n',
      ],
    });
    assert.equal(hungry.result.oomKilled, true);
    assert.ok((hungry.result.cpuTimeMs ?? 0) >= 250, `CPU ${hungry.result.cpuTimeMs} ms`);
    assert.ok(hungry.result.peakMemoryKb >= 40 * 1024, `peak ${hungry.result.peakMemoryKb} KB`);

    const quiet = await runInFirstSlot({ command: ['/bin/sh', '-c', 'sleep 0.3'] });
    assert.deepEqual(quiet.cgroupsInUse, hungry.cgroupsInUse, 'the second run reuses the first run’s cgroup');
    assert.equal(quiet.cgroupsInUse.length, 1);
    assert.equal(quiet.result.exitCode, 0);
    assert.equal(quiet.result.oomKilled, false, 'the earlier OOM kill is not this run’s');
    assert.ok((quiet.result.cpuTimeMs ?? 0) < 100, `CPU ${quiet.result.cpuTimeMs} ms is this run’s alone`);
    assert.ok(
      quiet.result.peakMemoryKb < 16 * 1024,
      `peak ${quiet.result.peakMemoryKb} KB is this run’s alone`,
    );

    const runtime = await getSandboxRuntime();
    assert.deepEqual(await runtime.cgroups.activeRuns(), [], 'nothing is left in a released cgroup');
  });

  test('a run cannot leave a process behind for the next run of its cgroup', async () => {
    const escaper = await runInFirstSlot({
      // A daemon in a new session and process group: it outlives the sandbox's PID 1 only if nothing kills it.
      command: [
        '/bin/sh',
        '-c',
        'sleep 0.3; (trap "" HUP; exec sleep 30) </dev/null >/dev/null 2>&1 & exit 0',
      ],
    });
    assert.equal(escaper.result.exitCode, 0);
    const runtime = await getSandboxRuntime();
    assert.deepEqual(
      await runtime.cgroups.activeRuns(),
      [],
      'the cgroup is empty before it serves another run',
    );
  });
});

describe('cgroup v2 driver (on a stand-in directory tree)', () => {
  test('a reused run cgroup gets the next run’s limits and reports only that run’s CPU time, OOM kills and peak', async () => {
    // The kernel would create these interface files; here they are written by hand.
    const root = await mkdtemp(path.join(os.tmpdir(), 'fake-cgroup2-'));
    try {
      const parentDir = path.join(root, `code-sandbox-${process.pid}`);
      await mkdir(parentDir);
      for (const directory of [root, parentDir]) {
        await writeFile(path.join(directory, 'cgroup.controllers'), 'cpu memory pids\n');
        await writeFile(path.join(directory, 'cgroup.subtree_control'), 'memory pids\n');
      }
      const parent = await CgroupParentV2.create(root);
      // The kernel creates memory.peak with the directory (the driver's first run is run-1).
      const runDir = path.join(parentDir, 'run-1');
      await mkdir(runDir);
      await writeFile(path.join(runDir, 'memory.peak'), '0\n');
      const first = await parent.openRun({ memoryBytes: 64 * MB, maxProcesses: 16 });
      assert.equal(await readFile(path.join(runDir, 'memory.max'), 'utf8'), String(64 * MB));
      // What the kernel would show after the first run; memory.peak takes a reset (Linux 6.12).
      await writeFile(path.join(runDir, 'cpu.stat'), 'usage_usec 900000\n');
      await writeFile(path.join(runDir, 'memory.events'), 'oom 1\noom_kill 1\n');
      await writeFile(path.join(runDir, 'memory.peak'), '50000000\n');
      await writeFile(path.join(runDir, 'memory.current'), '4096\n');
      assert.equal(await first.wasOomKilled(), true);
      assert.equal(await first.cpuTimeMs(), 900);
      await first.release();

      const second = await parent.openRun({ memoryBytes: 256 * MB, maxProcesses: 64 });
      assert.deepEqual(
        (await readdir(parentDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).length,
        1,
        'the same directory serves the second run',
      );
      assert.equal(await readFile(path.join(runDir, 'memory.max'), 'utf8'), String(256 * MB));
      assert.equal(await readFile(path.join(runDir, 'pids.max'), 'utf8'), '64');
      // The second open wrote a reset into memory.peak; the kernel would answer with the run's own peak.
      assert.match(await readFile(path.join(runDir, 'memory.peak'), 'utf8'), /^reset/);
      await writeFile(path.join(runDir, 'memory.peak'), '2101248\n');
      await writeFile(path.join(runDir, 'cpu.stat'), 'usage_usec 950000\n');
      assert.equal(await second.wasOomKilled(), false);
      assert.equal(await second.cpuTimeMs(), 50);
      assert.equal(await second.peakMemoryBytes(), 2101248 - 4096);
      assert.deepEqual(await parent.activeRuns(), []);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
