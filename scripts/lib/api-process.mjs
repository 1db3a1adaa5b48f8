// Runs the API (`npm start -w api`: it migrates and seeds its embedded database itself) as a child
// process group, so stopping it also stops the processes npm and tsx start under it.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { waitForPort } from './wait-for-port.mjs';

export function apiIsPresent() {
  return existsSync(path.join(ROOT, 'api/src/server.ts'));
}

/**
 * @param {{ port: number, env?: NodeJS.ProcessEnv, logFile: string, readyTimeoutMs?: number }} options
 * @returns {Promise<{ stop: () => Promise<void>, logFile: string }>}
 */
export async function startApi({ port, env = {}, logFile, readyTimeoutMs = 180_000 }) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn('npm', ['start', '--silent', '-w', 'api'], {
    cwd: ROOT,
    env: { ...process.env, ...env, API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = false;
  const exit = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  exit.then(() => (exited = true));

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
