import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { evaluateSubmission } from '../../src/evaluator/evaluate-submission.js';
import { canShareJvm } from '../../src/evaluator/judge/shared-jvm.js';
import { runInSandbox } from '../../src/evaluator/sandbox/run-in-sandbox.js';
import {
  checkSandbox,
  closeSandbox,
  getSandboxRuntime,
} from '../../src/evaluator/sandbox/sandbox-runtime.js';
import type { Evaluation, SupportedLanguage, TestCase } from '../../src/evaluator/types.js';
import { PROC_DUMP_CHUNK_CHARS, PROC_DUMP_CPP, PROC_DUMP_JAVA, PROC_DUMP_PYTHON } from './sample-programs.js';

const repositoryRoot = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/**
 * What the sandbox could tell about the host: each is printed by a sample test (whose output the
 * learner sees), a chunk at a time so that the 2 000-character excerpt hides nothing. A trailing
 * slash lists a directory's links, `link:` reads one link.
 */
const TARGETS: Array<[string, number]> = [
  ['/proc/self/mountinfo', 5],
  ['/proc/1/mountinfo', 5],
  ['/proc/mounts', 4],
  ['/proc/self/mounts', 4],
  ['/proc/self/mountstats', 3],
  ['/proc/self/cgroup', 1],
  ['/proc/1/cgroup', 1],
  ['/proc/1/cmdline', 1],
  ['/proc/1/environ', 1],
  ['/proc/self/environ', 1],
  ['/proc/self/fd/', 1],
  ['/proc/1/fd/', 1],
  ['link:/proc/self/exe', 1],
  ['link:/proc/self/cwd', 1],
  ['link:/proc/1/cwd', 1],
];

const DUMP_TESTS: TestCase[] = TARGETS.flatMap(([target, chunks]) =>
  Array.from({ length: chunks }, (_chunk, index) => ({
    input: `${target} ${index * PROC_DUMP_CHUNK_CHARS}\n`,
    output: 'anything\n',
    sample: true,
  })),
);

function shown(evaluation: Evaluation): string {
  return JSON.stringify(evaluation);
}

describe('no host path is visible inside the sandbox', { timeout: 180_000 }, () => {
  let hostPaths: string[] = [];

  before(async () => {
    const status = await checkSandbox();
    assert.equal(status.available, true, `the sandbox must be available: ${status.reason}`);
    const runtime = await getSandboxRuntime();
    hostPaths = [
      runtime.stateDirectory,
      ...runtime.pool.slots.map((slot) => slot.directory),
      repositoryRoot,
      `${os.tmpdir()}/`,
      'code-sandbox',
      '/slot-',
      'node_modules',
      '/pch-',
      '/build-',
    ];
  });
  after(closeSandbox);

  function assertNoHostPath(evaluation: Evaluation, language: SupportedLanguage): void {
    const text = shown(evaluation);
    for (const hostPath of hostPaths)
      assert.equal(
        text.includes(hostPath),
        false,
        `${language}: "${hostPath}" shows in the response: …${text.slice(Math.max(0, text.indexOf(hostPath) - 300), text.indexOf(hostPath) + 200)}…`,
      );
  }

  const programs: Array<[SupportedLanguage, string]> = [
    ['python', PROC_DUMP_PYTHON],
    ['cpp', PROC_DUMP_CPP],
    // Without "/proc" in its text: the Java program shares one JVM among the samples (other mounts).
    ['java', PROC_DUMP_JAVA],
  ];
  for (const [language, code] of programs) {
    test(`${language}: /proc/self/mountinfo, /proc/mounts, /proc/1/*, cgroups and descriptors name no host path`, async () => {
      if (language === 'java') assert.equal(canShareJvm(code), true);
      const evaluation = await evaluateSubmission(
        { language, code, tests: DUMP_TESTS, timeLimitMs: 2000 },
        { reviewer: null },
      );
      assert.equal(evaluation.error, undefined, evaluation.error);
      const outputs = evaluation.test_results.map((result) => result.actual_output ?? '');
      // The program did read the files: the mount table lists the read-only /usr and the tmpfs /box.
      const mountTable = outputs.slice(0, 5).join('');
      assert.match(mountTable, / \/usr \/usr ro,/, mountTable);
      assert.match(mountTable, / \/box rw,/, mountTable);
      assert.match(outputs.join('\n'), /\/app\b/, 'PID 1 runs the program from /app');
      assertNoHostPath(evaluation, language);
    });
  }
  test("a copied file is the sandbox's, not the program's: it counts neither against the memory limit nor in the peak", async () => {
    const MB = 1024 * 1024;
    const runtime = await getSandboxRuntime();
    const run = await runtime.pool.withSlot((slot) =>
      runInSandbox(
        {
          command: ['/bin/sh', '-c', 'wc -c < /app/large'],
          stdin: '',
          files: [{ sandboxPath: '/app/large', content: Buffer.alloc(48 * MB, 1) }],
          wallTimeMs: 20_000,
          memoryBytes: 32 * MB,
          maxProcesses: 16,
          stdoutLimitBytes: 1024,
          stderrLimitBytes: 4096,
          workDirBytes: MB,
          fileSizeLimitBytes: 64 * MB,
          openFilesLimit: 64,
        },
        slot.identity,
        runtime.cgroups,
      ),
    );
    assert.equal(run.oomKilled, false);
    assert.equal(run.stdout.trim(), String(48 * MB), run.stderr);
    assert.ok(run.peakMemoryKb < 16 * 1024, `peak ${run.peakMemoryKb} KB`);
  });
});
