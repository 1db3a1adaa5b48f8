// One e2e platform at a time on this machine: the ports (3100–3103, 4100) are machine-wide and the
// dist-e2e builds are per checkout, so the lock lives in the system's temporary folder and a second
// run — from this checkout or another (a git worktree) — waits here until the first one stops. Re-entrant within a
// process; a lock left by a process that died is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const LOCK_FILE = path.join(os.tmpdir(), 'referralhub-e2e-platform.lock');
let holds = 0;

function holderPid() {
  try {
    return Number(readFileSync(LOCK_FILE, 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function tryTake() {
  try {
    writeFileSync(LOCK_FILE, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const pid = holderPid();
    if (pid !== null && pid !== process.pid && isAlive(pid)) return false;
    rmSync(LOCK_FILE, { force: true });
    return false;
  }
}

/** Waits (up to `timeoutMs`) for the platform lock; resolves with its release function. */
export async function acquirePlatformLock({ timeoutMs = 20 * 60_000 } = {}) {
  if (holds > 0) {
    holds += 1;
    return releasePlatformLock;
  }
  mkdirSync(path.dirname(LOCK_FILE), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  while (!tryTake()) {
    if (Date.now() > deadline)
      throw new Error(`Another e2e run (pid ${holderPid()}) kept the platform lock too long`);
    if (!announced) {
      console.log(`Waiting for another e2e run (pid ${holderPid()}) to finish…`);
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  holds = 1;
  process.once('exit', () => holds > 0 && rmSync(LOCK_FILE, { force: true }));
  return releasePlatformLock;
}

function releasePlatformLock() {
  if (holds === 0) return;
  holds -= 1;
  if (holds === 0 && holderPid() === process.pid) rmSync(LOCK_FILE, { force: true });
}
