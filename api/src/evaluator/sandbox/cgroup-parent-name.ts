import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { removeCgroupDirectory } from './cgroup-files.js';

const PARENT_PREFIX = 'code-sandbox-';

export function parentNameForThisProcess(): string {
  return `${PARENT_PREFIX}${process.pid}`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes parents left behind by workers that died without cleaning up (their run cgroups first). */
export async function removeStaleParents(directory: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(directory);
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = Number.parseInt(entry.slice(PARENT_PREFIX.length), 10);
    if (!entry.startsWith(PARENT_PREFIX) || !Number.isInteger(pid) || isAlive(pid)) continue;
    const staleParent = path.join(directory, entry);
    try {
      const children = (await readdir(staleParent, { withFileTypes: true })).filter((child) =>
        child.isDirectory(),
      );
      for (const child of children) await removeCgroupDirectory(path.join(staleParent, child.name));
      await removeCgroupDirectory(staleParent);
    } catch {
      // Best effort: a stale parent we cannot remove does not stop this worker.
    }
  }
}
