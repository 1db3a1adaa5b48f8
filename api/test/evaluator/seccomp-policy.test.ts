import assert from 'node:assert/strict';
import { chmod, copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { evaluateSubmission, SandboxUnavailableError } from '../../src/evaluator/evaluate-submission.js';
import { runInSandbox } from '../../src/evaluator/sandbox/run-in-sandbox.js';
import {
  checkSandbox,
  closeSandbox,
  getSandboxRuntime,
} from '../../src/evaluator/sandbox/sandbox-runtime.js';
import { seccompFilterPath } from '../../src/evaluator/sandbox/seccomp-filter.js';
import type { Evaluation, SupportedLanguage } from '../../src/evaluator/types.js';
import {
  CPP_SYSCALL_PROBE,
  CPP_SYSCALL_PROBE_EXPECTED,
  GO_SYSCALL_EXPECTED,
  GO_SYSCALL_PROBE,
  PYTHON_CTYPES_EXPECTED,
  PYTHON_CROSS_RUN_EXPECTED,
  PYTHON_CROSS_RUN_PROBE,
  PYTHON_CTYPES_PROBE,
  PYTHON_PROC_PROBE,
} from './seccomp-probes.js';

/** One sample test, so the probe's report comes back in `actual_output`. */
function probe(code: string, language: SupportedLanguage, expectedOutput = ''): Promise<Evaluation> {
  return evaluateSubmission(
    { language, code, tests: [{ input: '', output: expectedOutput, sample: true }], timeLimitMs: 2000 },
    { reviewer: null },
  );
}

function outputLines(evaluation: Evaluation): string[] {
  const result = evaluation.test_results[0];
  return `${result?.actual_output ?? ''}${result?.stderr ?? ''}`.trim().split('\n');
}

async function withFilterPath<T>(filterPath: string, work: () => Promise<T>): Promise<T> {
  const previous = process.env.SANDBOX_SECCOMP_FILTER;
  process.env.SANDBOX_SECCOMP_FILTER = filterPath;
  await closeSandbox();
  try {
    return await work();
  } finally {
    if (previous === undefined) delete process.env.SANDBOX_SECCOMP_FILTER;
    else process.env.SANDBOX_SECCOMP_FILTER = previous;
    await closeSandbox();
  }
}

describe('the seccomp filter and namespace policy of every sandboxed run', { timeout: 180_000 }, () => {
  after(() => closeSandbox());

  test('a C++ program gets EPERM for each dangerous call, and its threads still work', async () => {
    const evaluation = await probe(CPP_SYSCALL_PROBE, 'cpp', CPP_SYSCALL_PROBE_EXPECTED);
    assert.equal(evaluation.error, undefined, evaluation.error);
    // Line by line, so a failure names the call that got through.
    assert.deepEqual(outputLines(evaluation), CPP_SYSCALL_PROBE_EXPECTED.trim().split('\n'));
    // ptrace of PID 1 fails at once instead of stopping it (it used to hang the run until the wall clock).
    assert.equal(evaluation.test_results[0]?.verdict, 'passed');
  });

  test('Python through ctypes and Go through raw system calls are refused the same way', async () => {
    const [python, go] = await Promise.all([
      probe(PYTHON_CTYPES_PROBE, 'python', PYTHON_CTYPES_EXPECTED),
      probe(GO_SYSCALL_PROBE, 'go', GO_SYSCALL_EXPECTED),
    ]);
    assert.deepEqual(outputLines(python), PYTHON_CTYPES_EXPECTED.trim().split('\n'));
    assert.equal(go.error, undefined, go.error);
    assert.deepEqual(outputLines(go), GO_SYSCALL_EXPECTED.trim().split('\n'));
  });

  test('two runs at once share nothing lockable, no socket family past AF_UNIX, no writable file', async () => {
    const runs = await Promise.all([
      probe(PYTHON_CROSS_RUN_PROBE, 'python'),
      probe(PYTHON_CROSS_RUN_PROBE, 'python'),
    ]);
    for (const run of runs) {
      assert.equal(run.error, undefined, run.error);
      assert.deepEqual(outputLines(run), PYTHON_CROSS_RUN_EXPECTED);
    }
  });

  test('/proc shows no host path, no sandbox command line and no inherited descriptor', async () => {
    const runtime = await getSandboxRuntime();
    const [cmdline, environ, cwd, descriptors] = outputLines(await probe(PYTHON_PROC_PROBE, 'python'));
    // PID 1 is the sandbox's own shell running the learner's command.
    assert.match(cmdline ?? '', /^\/bin\/sh -c .* sandbox \/usr\/bin\/python3[.\d]* \/app\/main\.py/);
    for (const [name, text] of Object.entries({ cmdline, environ, cwd })) {
      assert.doesNotMatch(text ?? '', /bwrap|--ro-bind|--seccomp/, `${name}: ${text}`);
      assert.ok(!text?.includes(runtime.stateDirectory), `${name} shows the state directory: ${text}`);
      assert.ok(!text?.includes(process.cwd()), `${name} shows the host's working directory: ${text}`);
    }
    assert.equal(cwd, '/box');
    // 0–2 and the descriptor listdir itself opened: the filter's pipe (fd 4) is not inherited.
    assert.equal(descriptors, "['0', '1', '2', '3']");
  });

  test('a program that aborts is still reported as SIGABRT (PID 1 is the sandbox shell, not the program)', async () => {
    const evaluation = await probe('#include <cstdlib>\nint main() { std::abort(); }\n', 'cpp', 'done\n');
    assert.equal(evaluation.test_results[0]?.verdict, 'runtime_error');
    assert.match(evaluation.correctness_notes, /SIGABRT/);
  });

  test('without its seccomp filter the evaluator refuses to run code and says why', async () => {
    const missing = path.join(os.tmpdir(), `no-such-filter-${process.pid}.bpf`);
    await withFilterPath(missing, async () => {
      const status = await checkSandbox();
      assert.equal(status.available, false);
      assert.match(status.reason ?? '', /seccomp filter .*no-such-filter.* is missing/);
      await assert.rejects(probe('print("ran")\n', 'python', 'ran\n'), (error: Error) => {
        assert.ok(error instanceof SandboxUnavailableError);
        assert.match(error.message, /seccomp filter .* is missing .*prerequisites/);
        return true;
      });
    });
  });

  test('a filter other users could rewrite or replace is refused, and a run checks the filter itself', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'seccomp-filter-'));
    const writable = path.join(folder, 'filter.bpf');
    await copyFile(seccompFilterPath(), writable);
    await chmod(writable, 0o666);
    try {
      await withFilterPath(writable, async () => {
        const status = await checkSandbox();
        assert.equal(status.available, false);
        assert.match(status.reason ?? '', /writable by other users/);
      });
      // A filter anyone could replace, in a world-writable folder, is refused just the same.
      await chmod(writable, 0o644);
      await chmod(folder, 0o777);
      await withFilterPath(writable, async () => {
        const status = await checkSandbox();
        assert.equal(status.available, false);
        assert.match(status.reason ?? '', /folder of the seccomp filter .* is writable by other users/);
      });
      await chmod(folder, 0o700);

      // A runtime opened with a good filter still refuses a run once its filter is gone.
      const runtime = await getSandboxRuntime();
      const previous = process.env.SANDBOX_SECCOMP_FILTER;
      process.env.SANDBOX_SECCOMP_FILTER = path.join(folder, 'removed.bpf');
      try {
        await assert.rejects(
          runtime.pool.withSlot((slot) =>
            runInSandbox(
              {
                command: ['/bin/true'],
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
          ),
          /seccomp filter .*removed\.bpf is missing/,
        );
      } finally {
        if (previous === undefined) delete process.env.SANDBOX_SECCOMP_FILTER;
        else process.env.SANDBOX_SECCOMP_FILTER = previous;
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
