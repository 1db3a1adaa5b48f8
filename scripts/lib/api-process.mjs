// Runs the API (what `npm start -w api` runs: it builds dist/ when stale, then migrates and seeds its
// embedded database itself) as a child process group, so stopping it also stops what it starts. Node
// is started directly, not through npm: npm dies of the signal at once, and a stop that waited for npm
// would return while the API was still closing (still holding its port and its database).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { isPortOpen, waitForPort } from './wait-for-port.mjs';

export function apiIsPresent() {
  return existsSync(path.join(ROOT, 'api/src/server.ts'));
}

/**
 * @param {{ port: number, env?: NodeJS.ProcessEnv, logFile: string, readyTimeoutMs?: number }} options
 * @returns {Promise<{ stop: () => Promise<void>, logFile: string }>}
 */
export async function startApi({ port, env = {}, logFile, readyTimeoutMs = 180_000 }) {
  // Readiness is "something answers on the port": an API left running there would pass for this one.
  if (await isPortOpen(port))
    throw new Error(
      `Port ${port} is already taken (an API left from an earlier run?): stop that process first.`,
    );
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['scripts/start.mjs', 'server'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, ...env, API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = false;
  const exit = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  // The API runs in a process group of its own, which outlives this process unless told: whatever
  // way this process ends without stop() (a failed journey, an uncaught error, a signal), the API
  // goes too. SIGKILL, not SIGTERM: with this process gone, nothing reads the API's output, and an API
  // told to drain then closed its port but never exited (seen: blocked in a futex wait, over a minute).
  const stopOnExit = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.on('exit', stopOnExit);
  exitOnSignals();
  exit.then(() => {
    exited = true;
    process.off('exit', stopOnExit);
  });

  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const forced = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    await exit;
    clearTimeout(forced);
  };

  try {
    await waitForPort(port, { timeoutMs: readyTimeoutMs, isAlive: () => !exited });
  } catch (error) {
    await stop();
    throw new Error(`The API did not start: ${error.message}. Its log: ${logFile}`);
  }
  return { stop, logFile, exited: exit };
}

/**
 * A signal ends Node without its 'exit' handlers. Where the process has no signal handling of its
 * own (a browser journey, a benchmark; `npm start` has), SIGINT and SIGTERM become an ordinary exit,
 * so stopOnExit runs.
 */
let signalsHandled = false;
function exitOnSignals() {
  if (signalsHandled) return;
  signalsHandled = true;
  for (const [signal, number] of [
    ['SIGINT', 2],
    ['SIGTERM', 15],
  ]) {
    if (process.listenerCount(signal) === 0) process.once(signal, () => process.exit(128 + number));
  }
}
