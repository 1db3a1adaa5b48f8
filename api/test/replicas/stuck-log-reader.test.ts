import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort } from '../helpers/free-port.js';
import { waitFor } from '../helpers/wait-for';

const apiFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TIMEOUT_MS = 3_000;
/** On top of SHUTDOWN_TIMEOUT_MS: the last log flush's second and process teardown on a busy machine. */
const EXIT_SLACK_MS = 4_000;
/** Request log lines well past a pipe's 64 KiB, within the API's global rate limit. */
const REQUESTS = 300;

it('an API whose log reader stopped reading keeps answering and exits by its SIGTERM deadline', async (t) => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'stuck-log-reader-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiFolder,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      PGLITE_DATA_DIR: dataDirectory,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '0',
      SHUTDOWN_TIMEOUT_MS: String(TIMEOUT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; at: number }>((done) =>
    child.once('exit', (code) => done({ code, at: Date.now() })),
  );
  t.after(async () => {
    child.kill('SIGKILL');
    await exited;
    rmSync(dataDirectory, { recursive: true, force: true });
  });
  const logged: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => logged.push(chunk.toString()));
  child.stderr.resume();

  const base = `http://127.0.0.1:${port}/v1`;
  await waitFor('the API to answer', async () => ((await fetch(`${base}/health`)).ok ? true : undefined), {
    timeoutMs: 120_000,
    intervalMs: 200,
  });

  // The reader stops: the pipe fills with the request log and stays full.
  child.stdout.pause();
  for (let sent = 0; sent < REQUESTS; sent += 10) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => fetch(`${base}/health?request=${sent + index}`)),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(10).fill(200),
    );
  }

  const signalledAt = Date.now();
  child.kill('SIGTERM');
  const exit = await Promise.race([
    exited,
    new Promise<undefined>((done) =>
      setTimeout(() => done(undefined), TIMEOUT_MS + EXIT_SLACK_MS + 10_000).unref(),
    ),
  ]);
  assert.ok(exit, 'the API was still running 10 s past its deadline after SIGTERM');
  assert.ok(
    exit.at - signalledAt <= TIMEOUT_MS + EXIT_SLACK_MS,
    `exited ${exit.at - signalledAt} ms after SIGTERM`,
  );

  // The pipe really was full: what the reader finds afterwards stops before the last request's line.
  child.stdout.resume();
  await new Promise((done) => child.stdout.once('end', done));
  const output = logged.join('');
  assert.match(output, /request=0\b/);
  assert.doesNotMatch(output, new RegExp(`request=${REQUESTS - 1}\\b`));
});
