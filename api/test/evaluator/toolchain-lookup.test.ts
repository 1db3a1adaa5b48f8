import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { evaluateSubmission, SandboxUnavailableError } from '../../src/evaluator/evaluate-submission.js';
import { findTool, toolchainReport } from '../../src/evaluator/languages/toolchain-lookup.js';
import { closeSandbox } from '../../src/evaluator/sandbox/sandbox-runtime.js';

const folder = mkdtempSync(join(tmpdir(), 'toolchain-lookup-'));
// The sandbox's uid must be able to reach a toolchain installed here.
chmodSync(folder, 0o755);

async function withPath<T>(searchPath: string, work: () => Promise<T>): Promise<T> {
  const previous = process.env.PATH;
  process.env.PATH = searchPath;
  try {
    return await work();
  } finally {
    process.env.PATH = previous;
  }
}

describe('toolchains are found on PATH', { timeout: 60_000 }, () => {
  after(async () => {
    rmSync(folder, { recursive: true, force: true });
    await closeSandbox();
  });

  test('a version-manager shim is skipped for the real interpreter further along PATH', () => {
    const shims = join(folder, 'shims');
    mkdirSync(shims);
    writeFileSync(join(shims, 'python3'), '#!/bin/sh\nexec pyenv exec python3 "$@"\n', { mode: 0o755 });
    const found = findTool('python3', `${shims}:/usr/bin`);
    assert.ok(found, 'python3 is found');
    assert.match(found.path, /^\/usr\/bin\/python3(\.\d+)?$/);
    assert.equal(found.prefix, undefined);
    assert.equal(findTool('go', shims), undefined);
  });

  test('a Node installed outside /usr runs JavaScript in the sandbox from its own folder', async () => {
    const prefix = join(folder, 'opt', 'node-20');
    mkdirSync(join(prefix, 'bin'), { recursive: true });
    const node = join(prefix, 'bin', 'node');
    try {
      linkSync('/usr/bin/node', node);
    } catch {
      copyFileSync('/usr/bin/node', node);
    }
    chmodSync(join(folder, 'opt'), 0o755);
    const evaluation = await withPath(`${prefix}/bin:/usr/bin:/bin`, async () => {
      assert.deepEqual(toolchainReport().tools.node, { path: node, prefix });
      return evaluateSubmission(
        {
          language: 'javascript',
          code: 'console.log(process.execPath);\n',
          tests: [{ input: '', output: `${node}\n`, sample: true }],
          timeLimitMs: 2000,
        },
        { reviewer: null },
      );
    });
    assert.equal(evaluation.error, undefined, evaluation.error);
    assert.equal(evaluation.test_results[0]?.actual_output?.trim(), node);
    assert.equal(evaluation.test_results[0]?.verdict, 'passed');
  });

  test('code in a language whose toolchain is missing is refused as the server’s fault, not a compile error', async () => {
    await withPath(folder, async () => {
      assert.equal(toolchainReport().languages.go.available, false);
      await assert.rejects(
        evaluateSubmission(
          {
            language: 'go',
            code: 'package main\n\nfunc main() {}\n',
            tests: [{ input: '', output: '', sample: true }],
            timeLimitMs: 1000,
          },
          { reviewer: null },
        ),
        (error: Error) => {
          assert.ok(error instanceof SandboxUnavailableError);
          assert.equal(
            error.message,
            'Go code cannot be evaluated: the Go toolchain (go) is not installed on this server.',
          );
          return true;
        },
      );
    });
  });
});
