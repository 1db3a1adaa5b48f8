// cgroupfs files are kernel interfaces answered in microseconds: synchronous calls are cheaper than
// round trips through libuv's thread pool, which cost milliseconds per run on a loaded machine.
import { readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export async function readNumber(file: string): Promise<number | undefined> {
  try {
    const value = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a "key value" line from files such as memory.events or memory.oom_control. */
export async function readKeyedNumber(file: string, key: string): Promise<number | undefined> {
  try {
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith(`${key} `));
    return line ? Number.parseInt(line.slice(key.length + 1), 10) : undefined;
  } catch {
    return undefined;
  }
}

export async function listProcesses(directory: string): Promise<number[]> {
  try {
    const text = readFileSync(path.join(directory, 'cgroup.procs'), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((pid) => Number.parseInt(pid, 10));
  } catch {
    return [];
  }
}

export async function killProcessesIn(directories: string[]): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const pids = (await Promise.all(directories.map(listProcesses))).flat();
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await sleep(attempt < 10 ? 5 : 20);
  }
}

/** A cgroup can only be removed once its last process (zombies included) is reaped. */
export async function removeCgroupDirectory(directory: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      rmdirSync(directory);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY') throw error;
      await killProcessesIn([directory]);
      await sleep(10);
    }
  }
}

export async function writeValue(file: string, value: string | number): Promise<void> {
  writeFileSync(file, String(value));
}

export async function listChildCgroups(directory: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[] = [];
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}
