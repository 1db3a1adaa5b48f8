import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * PGlite does not lock its data directory, and two processes writing it corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function acquireDataDirectoryLock(dataDirectory: string): () => void {
  const lockPath = `${dataDirectory}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  const holder = readLockHolder(lockPath);
  if (holder !== undefined && holder !== process.pid && isProcessAlive(holder)) {
    throw new Error(
      `The embedded database at ${dataDirectory} is in use by process ${holder}. ` +
        'Stop that process, or set DATABASE_URL to use a PostgreSQL server that several processes can share.',
    );
  }
  rmSync(lockPath, { force: true });
  // 'wx' fails if another process created the file between our check and now.
  writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  return () => {
    if (readLockHolder(lockPath) === process.pid) rmSync(lockPath, { force: true });
  };
}

function readLockHolder(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
