import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { evaluateSubmission } from '../../src/evaluator/evaluate-submission.js';
import { settleSandboxCleanup } from '../../src/evaluator/sandbox/run-in-sandbox.js';
import {
  checkSandbox,
  closeSandbox,
  getSandboxRuntime,
} from '../../src/evaluator/sandbox/sandbox-runtime.js';
import type { Evaluation, SupportedLanguage } from '../../src/evaluator/types.js';

const nonce = randomBytes(6).toString('hex');
const hostSecretFile = `/tmp/evaluator-host-secret-${nonce}`;
const hostWriteTarget = `/tmp/evaluator-escape-${nonce}`;
const SECRET = `secret-${nonce}`;

/** One sample test so the program's own report of what happened is visible in `actual_output`. */
function attack(
  code: string,
  language: SupportedLanguage = 'python',
  timeLimitMs = 1000,
): Promise<Evaluation> {
  return evaluateSubmission(
    { language, code, tests: [{ input: '', output: 'contained\n', sample: true }], timeLimitMs },
    { reviewer: null },
  );
}

describe('attacks are contained and reported', { timeout: 120_000 }, () => {
  let socketServer: net.Server;
  let socketPort = 0;
  let connectionsReceived = 0;

  before(async () => {
    const status = await checkSandbox();
    assert.equal(status.available, true, `the sandbox must be available: ${status.reason}`);
    writeFileSync(hostSecretFile, SECRET, { mode: 0o644 });
    process.env.EVALUATOR_TEST_SECRET = SECRET;
    socketServer = net.createServer((socket) => {
      connectionsReceived++;
      socket.end('hello');
    });
    await new Promise<void>((resolve) => socketServer.listen(0, '127.0.0.1', resolve));
    socketPort = (socketServer.address() as net.AddressInfo).port;
  });

  after(async () => {
    rmSync(hostSecretFile, { force: true });
    rmSync(hostWriteTarget, { force: true });
    delete process.env.EVALUATOR_TEST_SECRET;
    await new Promise((resolve) => socketServer.close(resolve));
    await closeSandbox();
  });

  test('every attack is stopped while the event loop keeps running', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    const startedAt = Date.now();

    const [
      forkBomb,
      infiniteLoop,
      hugeAllocation,
      diskFill,
      escapeWrites,
      hostFiles,
      environment,
      socket,
      shellForkBomb,
    ] = await Promise.all([
      attack('import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n'),
      attack('while True:\n    pass\n'),
      // Filling 256 MB page by page takes ~0.9 s of CPU on this 2-core VM alone, more beside eight
      // other attacks: with 1 s it can run out of time before the memory limit stops it.
      attack('block = b"x" * (4 * 1024 ** 3)\nprint(len(block))\n', 'python', 5000),
      attack(
        'import os\nwritten = 0\ntry:\n    with open("fill.bin", "wb") as out:\n        while True:\n            out.write(b"x" * 1048576)\n            out.flush()\n            written += 1\n' +
          'except OSError as error:\n    print("stopped after", written, "MB:", error.strerror)\n',
      ),
      attack(
        'for target in ["/etc/evaluator-owned", "/usr/bin/evaluator-owned", "/app/evaluator-owned", "/proc/sys/kernel/hostname"]:\n' +
          '    try:\n        open(target, "w").write("owned")\n        print("WROTE", target)\n    except OSError as error:\n        print("blocked", target, error.strerror)\n' +
          `open("${hostWriteTarget}", "w").write("owned")\nprint("wrote the sandbox's own /tmp")\n`,
      ),
      attack(
        'import os\n' +
          `os.symlink("${hostSecretFile}", "host-secret")\nos.symlink("/etc/shadow", "shadow")\n` +
          'for link in ["host-secret", "shadow", "/etc/passwd", "/proc/1/root/etc/shadow"]:\n' +
          '    try:\n        print("READ", link, open(link).read()[:40])\n    except OSError as error:\n        print("blocked", link, error.strerror)\n',
      ),
      attack(
        'import os\nprint(sorted(os.environ.items()))\nprint(open("/proc/1/environ", "rb").read())\nprint(open("/proc/self/environ", "rb").read())\n',
      ),
      attack(
        'import socket\ntry:\n' +
          `    connection = socket.create_connection(("127.0.0.1", ${socketPort}), timeout=1)\n    print("CONNECTED", connection.recv(5))\n` +
          'except OSError as error:\n    print("blocked", error.strerror or error)\n',
      ),
      attack('#include <unistd.h>\nint main() { while (true) fork(); }\n', 'cpp'),
    ]);
    clearInterval(ticker);
    const elapsedMs = Date.now() - startedAt;

    // Fork bombs hit the pids limit of the run's cgroup and are stopped by the time limit.
    for (const evaluation of [forkBomb, shellForkBomb]) {
      assert.equal(evaluation.test_results[0]?.passed, false);
      assert.match(evaluation.test_results[0]?.verdict ?? '', /time_limit_exceeded|runtime_error/);
      assert.ok(evaluation.overall_rating < 7);
    }
    assert.equal(infiniteLoop.test_results[0]?.verdict, 'time_limit_exceeded');
    assert.match(infiniteLoop.correctness_notes, /ran out of time/);
    assert.equal(hugeAllocation.test_results[0]?.verdict, 'memory_limit_exceeded');
    assert.ok(
      (hugeAllocation.test_results[0]?.memory_kb ?? 0) <= 256 * 1024 + 1024,
      'memory stays under the 256 MB limit',
    );
    assert.match(hugeAllocation.correctness_notes, /ran out of memory/);

    const fillOutput = diskFill.test_results[0]?.actual_output ?? '';
    assert.match(
      fillOutput + (diskFill.test_results[0]?.stderr ?? ''),
      /stopped after \d+ MB: (File too large|No space left on device)/,
    );
    assert.ok(Number(/after (\d+) MB/.exec(fillOutput)?.[1] ?? 0) <= 64, fillOutput);

    const writes = escapeWrites.test_results[0]?.actual_output ?? '';
    assert.doesNotMatch(writes, /WROTE/, writes);
    assert.equal((writes.match(/blocked/g) ?? []).length, 4, writes);
    assert.equal(existsSync(hostWriteTarget), false, "the sandbox's /tmp is not the host's");
    assert.equal(existsSync('/etc/evaluator-owned'), false);

    const reads = hostFiles.test_results[0]?.actual_output ?? '';
    assert.doesNotMatch(reads, new RegExp(SECRET));
    assert.doesNotMatch(reads, /READ/, reads);
    assert.equal(readFileSync(hostSecretFile, 'utf8'), SECRET);

    const environmentOutput = `${environment.test_results[0]?.actual_output ?? ''}${environment.test_results[0]?.stderr ?? ''}`;
    assert.match(environmentOutput, /PATH/);
    assert.doesNotMatch(environmentOutput, new RegExp(SECRET));
    assert.doesNotMatch(environmentOutput, /EVALUATOR_TEST_SECRET|DATABASE_URL/);

    assert.match(socket.test_results[0]?.actual_output ?? '', /blocked/);
    assert.equal(connectionsReceived, 0);

    // Nine evaluations ran over two slots; the event loop kept ticking throughout.
    assert.ok(ticks >= elapsedMs / 20 / 4, `only ${ticks} ticks in ${elapsedMs} ms`);
    // A run's cgroup can only be removed once no process is left in it.
    const runtime = await getSandboxRuntime();
    await settleSandboxCleanup();
    assert.deepEqual(await runtime.cgroups.activeRuns(), [], 'no sandboxed process outlives its run');
  });

  test('a flood on stderr stops the run as a flood on stdout does, not at the time limit', async () => {
    const flood = (stream: 'stdout' | 'stderr') =>
      `import sys\nwhile True:\n    sys.${stream}.write("x" * 65536)\n    sys.${stream}.flush()\n`;
    const [onStderr, onStdout] = await Promise.all([
      attack(flood('stderr'), 'python', 3000),
      attack(flood('stdout'), 'python', 3000),
    ]);
    for (const evaluation of [onStderr, onStdout]) {
      assert.equal(evaluation.test_results[0]?.verdict, 'output_limit_exceeded');
      assert.equal(evaluation.test_results[0]?.passed, false);
    }
  });

  test('two evaluations run at once, in different slots with different uids', async () => {
    const code = 'import os, time\ntime.sleep(0.4)\nprint(os.getuid())\n';
    const startedAt = Date.now();
    const [first, second] = await Promise.all([attack(code), attack(code)]);
    const elapsedMs = Date.now() - startedAt;
    const uids = [first, second].map((evaluation) => evaluation.test_results[0]?.actual_output?.trim());
    assert.notEqual(uids[0], uids[1]);
    assert.ok(
      uids.every((uid) => /^6100\d$/.test(uid ?? '')),
      String(uids),
    );
    assert.ok(elapsedMs < 2 * 400 + 600, `both ran in parallel (${elapsedMs} ms)`);
  });
});
