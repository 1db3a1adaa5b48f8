import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { closeSync, fstatSync, openSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Readable, Writable } from 'node:stream';
import { abandonSignal, RunAbandonedError } from './abandon-scope.js';
import { buildSandboxArgv, COLLECT_FD, FIRST_FILE_FD, SECCOMP_FILTER_FD } from './bwrap-command.js';
import { MAX_COLLECTED_FILES, parseCollectedFiles } from './collected-files.js';
import type { CgroupParent } from './cgroup-types.js';
import { OutputCollector } from './output-collector.js';
import { loadSeccompFilter } from './seccomp-filter.js';
import type { SandboxIdentity, SandboxRunResult, SandboxRunSpec } from './sandbox-types.js';

const CPU_POLL_MS = 25;
const pendingReleases = new Set<Promise<void>>();

const LAUNCHER_ENV = { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C.UTF-8' };

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

/**
 * Runs one command inside bubblewrap, inside a run cgroup with the spec's limits, and reports
 * how it ended. Never throws for anything the sandboxed program does; throws only when the
 * sandbox itself cannot be set up.
 */
export async function runInSandbox(
  spec: SandboxRunSpec,
  identity: SandboxIdentity,
  cgroups: CgroupParent,
): Promise<SandboxRunResult> {
  const abandoned = abandonSignal();
  if (abandoned?.aborted) throw new RunAbandonedError();
  // Without the filter nothing runs: loadSeccompFilter rejects with the reason.
  const seccompFilter = await loadSeccompFilter();
  const argv = await buildSandboxArgv(spec, identity);
  // Opened by the worker (which can read them); the child gets them under their own numbers.
  // Synchronously: a local open takes microseconds, while a trip through libuv's thread pool took
  // milliseconds per run on a busy machine.
  const openedFiles = new Map<number, number>();
  const descriptorFiles: number[] = [];
  const closeOpenedFiles = (): void => {
    for (const fd of [...openedFiles.values(), ...descriptorFiles]) closeSync(fd);
    openedFiles.clear();
    descriptorFiles.length = 0;
  };
  const files = spec.files ?? [];
  // The copies live in the sandbox's tmpfs, charged to the run's cgroup: they are the sandbox's
  // setup, not the program's use, so the limit grows by them and the reported peak leaves them out.
  let copiedBytes = 0;
  try {
    for (const [index, file] of files.entries())
      if ('hostPath' in file) openedFiles.set(index, openSync(file.hostPath, 'r'));
    for (const file of spec.descriptorFiles ?? []) descriptorFiles.push(openSync(file.hostPath, 'r'));
    for (const [index, file] of files.entries())
      copiedBytes +=
        'content' in file ? Buffer.byteLength(file.content) : fstatSync(openedFiles.get(index)!).size;
  } catch (error) {
    closeOpenedFiles();
    throw error;
  }
  const cgroup = await cgroups
    .openRun({ memoryBytes: spec.memoryBytes + copiedBytes, maxProcesses: spec.maxProcesses })
    .catch((error: unknown) => {
      closeOpenedFiles();
      throw error;
    });
  try {
    const [executable = '/bin/sh', ...args] = argv;
    // stdin, stdout, stderr, the go signal, the filter, the collected files, then one per copied file.
    const stdio: ['pipe', 'pipe', 'pipe', ...Array<'pipe' | 'ignore' | number>] = [
      'pipe',
      'pipe',
      'pipe',
      'pipe',
      'pipe',
      spec.collectDirectory ? 'pipe' : 'ignore',
      ...files.map((_file, index) => openedFiles.get(index) ?? ('pipe' as const)),
      ...descriptorFiles,
    ];
    // stdin, stdout and stderr are pipes (the first three entries of `stdio`).
    const child = spawn(executable, args, {
      stdio,
      env: LAUNCHER_ENV,
      detached: true,
      ...(identity.switchHostUser ? { uid: identity.uid, gid: identity.gid } : {}),
    }) as ChildProcessWithoutNullStreams;
    // The child holds its own copies now.
    closeOpenedFiles();
    const stdout = new OutputCollector(spec.stdoutLimitBytes);
    const stderr = new OutputCollector(spec.stderrLimitBytes);
    // stdout and stderr draw on one budget: stdout keeps at most its own limit (what is judged),
    // stderr an excerpt, and together they may write no more than both limits. Past it the run
    // stops at once, whichever stream floods: a flood on stderr used to hold the slot until the
    // time limit.
    const outputBudgetBytes = spec.stdoutLimitBytes + spec.stderrLimitBytes;
    let outputBytes = 0;
    let outputLimitExceeded = false;
    let timedOut = false;
    let startedAt = performance.now();

    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) => resolve({ code, signal }));
    });
    const stopEverything = (): void => {
      killGroup(child.pid);
      void cgroup.killAll();
    };
    abandoned?.addEventListener('abort', stopEverything, { once: true });
    const countOutput = (collector: OutputCollector, chunk: Buffer): void => {
      outputBytes += chunk.length;
      const kept = collector.push(chunk);
      if (outputLimitExceeded) return;
      if (outputBytes > outputBudgetBytes || (collector === stdout && !kept)) {
        outputLimitExceeded = true;
        stopEverything();
      }
    };
    child.stdout.on('data', (chunk: Buffer) => countOutput(stdout, chunk));
    child.stderr.on('data', (chunk: Buffer) => countOutput(stderr, chunk));
    // A program that exits without reading its input closes the pipe: that is not an error.
    child.stdin.on('error', () => undefined);
    const goSignal = child.stdio[3] as Writable;
    goSignal.on('error', () => undefined);
    const filterInput = child.stdio[SECCOMP_FILTER_FD] as Writable;
    filterInput.on('error', () => undefined);
    // A few hundred bytes: the pipe buffers them until bubblewrap reads them.
    filterInput.end(seccompFilter);
    // Bubblewrap reads each file to its end before it starts the command; Node buffers the rest.
    for (const [index, file] of files.entries()) {
      if (!('content' in file)) continue;
      const input = (child.stdio as unknown[])[FIRST_FILE_FD + index] as Writable;
      input.on('error', () => undefined);
      input.end(file.content);
    }
    const collectedBytes = spec.collectDirectory
      ? new OutputCollector(spec.workDirBytes + MAX_COLLECTED_FILES * 4200)
      : undefined;
    if (collectedBytes) {
      const collectOutput = (child.stdio as unknown[])[COLLECT_FD] as Readable;
      collectOutput.on('error', () => undefined);
      collectOutput.on('data', (chunk: Buffer) => collectedBytes.push(chunk));
    }

    if (child.pid === undefined) {
      const failure = await exited.catch((error: Error) => error);
      throw new Error(
        `cannot start the sandbox: ${failure instanceof Error ? failure.message : 'no process'}`,
      );
    }
    try {
      await cgroup.addProcess(child.pid);
    } catch (error) {
      killGroup(child.pid);
      await exited.catch(() => undefined);
      throw new Error(`cannot move the sandbox into its cgroup: ${(error as Error).message}`);
    }
    startedAt = performance.now();
    goSignal.end('go\n');
    child.stdin.end(spec.stdin);
    const timeOut = (): void => {
      timedOut = true;
      stopEverything();
    };
    const wallTimer = setTimeout(timeOut, spec.wallTimeMs);
    const cpuLimitMs = spec.cpuTimeMs;
    const cpuWatch =
      cpuLimitMs === undefined
        ? undefined
        : setInterval(() => {
            void cgroup.cpuTimeMs().then((used) => {
              if (used !== undefined && used > cpuLimitMs) timeOut();
            });
          }, CPU_POLL_MS);

    const { code, signal } = await exited.finally(() => {
      clearTimeout(wallTimer);
      clearInterval(cpuWatch);
      abandoned?.removeEventListener('abort', stopEverything);
    });
    if (abandoned?.aborted) throw new RunAbandonedError();
    const wallTimeMs = performance.now() - startedAt;
    const [peakMemoryBytes, oomKilled, cpuTimeMs] = await Promise.all([
      cgroup.peakMemoryBytes(),
      cgroup.wasOomKilled(),
      cgroup.cpuTimeMs(),
    ]);
    if (cpuLimitMs !== undefined && cpuTimeMs !== undefined && cpuTimeMs > cpuLimitMs) timedOut = true;
    let collected: SandboxRunResult['collected'];
    let collectError: string | undefined;
    if (collectedBytes && code === 0 && !timedOut) {
      try {
        if (collectedBytes.exceeded) throw new Error('more bytes than the directory can hold');
        collected = parseCollectedFiles(collectedBytes.bytes());
      } catch (error) {
        collectError = (error as Error).message;
      }
    }
    return {
      exitCode: code,
      signal,
      ...(spec.keepStdoutBytes ? { stdout: '', stdoutBytes: stdout.bytes() } : { stdout: stdout.text() }),
      stderr: stderr.text(),
      outputLimitExceeded,
      timedOut,
      oomKilled,
      wallTimeMs,
      cpuTimeMs,
      peakMemoryKb: Math.round(Math.max(0, peakMemoryBytes - copiedBytes) / 1024),
      ...(collected ? { collected } : {}),
      ...(collectError ? { collectError } : {}),
    };
  } finally {
    closeOpenedFiles();
    // Emptying the cgroup waits for the kernel to reap the last process; the verdict need not wait.
    const release: Promise<void> = cgroup
      .release()
      .catch(() => undefined)
      .finally(() => pendingReleases.delete(release));
    pendingReleases.add(release);
  }
}

/** Resolves once every finished run's cgroup has been emptied and released (or removed). */
export async function settleSandboxCleanup(): Promise<void> {
  while (pendingReleases.size > 0) await Promise.allSettled([...pendingReleases]);
}
