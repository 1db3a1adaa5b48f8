// One deploy, rollback or shell deploy changes the deploy state at a time. The lock is a file
// created with O_EXCL (atomic on every local file system) holding the owner's pid; a lock whose
// owner died is taken over. Builds run outside the lock, so parallel deploys only queue for the
// few milliseconds their state update takes.
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

function ownerOf(lockFile) {
  try {
    return Number(readFileSync(lockFile, 'utf8').trim()) || null;
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

function tryTake(lockFile) {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const owner = ownerOf(lockFile);
    // An empty file is a lock being written right now; only a dead owner's lock is taken over.
    if (owner !== null && owner !== process.pid && !isAlive(owner)) rmSync(lockFile, { force: true });
    return false;
  }
}

/** Runs `task` while holding `<dir>/.deploy.lock`; waits up to `timeoutMs` for another holder. */
export async function withDeployLock(dir, task, { timeoutMs = 120_000 } = {}) {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, '.deploy.lock');
  const deadline = Date.now() + timeoutMs;
  while (!tryTake(lockFile)) {
    if (Date.now() > deadline) {
      throw new Error(`Another deploy (pid ${ownerOf(lockFile)}) held ${lockFile} for too long; try again.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 50));
  }
  try {
    return await task();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
