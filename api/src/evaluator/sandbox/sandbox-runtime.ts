import { access, chmod, chown, constants, lstat, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BWRAP_PATH } from './bwrap-command.js';
import { createCgroupParent } from './cgroup-parent.js';
import type { CgroupParent } from './cgroup-types.js';
import { runInSandbox, settleSandboxCleanup } from './run-in-sandbox.js';
import { loadSeccompFilter, SeccompFilterError } from './seccomp-filter.js';
import { configuredSlotCount, SlotPool, type SandboxSlot } from './slot-pool.js';

export interface SandboxRuntime {
  cgroups: CgroupParent;
  pool: SlotPool;
  /** Host directory for builds and caches shared by every slot. */
  stateDirectory: string;
}

export interface SandboxStatus {
  available: boolean;
  reason?: string;
  /** Which cgroup hierarchy limits the runs, when available. */
  cgroup?: string;
  slots?: number;
}

const DEFAULT_UID_BASE = 61000;
const REQUIRED_TOOLS = [BWRAP_PATH];

function configuredNumber(name: string, fallback: number): number {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** A world-writable parent (e.g. /tmp) could hold a planted symlink: only trust a directory we own. */
async function makeOwnedDirectory(
  directory: string,
  mode: number,
  owner?: { uid: number; gid: number },
): Promise<void> {
  await mkdir(directory, { recursive: true, mode });
  const stats = await lstat(directory);
  const trustedOwners = [process.getuid?.(), owner?.uid];
  if (!stats.isDirectory() || !trustedOwners.includes(stats.uid)) {
    throw new Error(`${directory} is not a directory owned by the worker`);
  }
  if (owner) await chown(directory, owner.uid, owner.gid);
  await chmod(directory, mode);
}

async function createSlots(stateDirectory: string): Promise<SandboxSlot[]> {
  const count = configuredSlotCount();
  const uidBase = configuredNumber('SANDBOX_UID_BASE', DEFAULT_UID_BASE);
  // Only root can give each slot its own host uid; otherwise the uid differs inside the namespace only.
  const switchHostUser = process.getuid?.() === 0;
  const slots: SandboxSlot[] = [];
  for (let index = 0; index < count; index++) {
    const uid = uidBase + index;
    const directory = path.join(stateDirectory, `slot-${index}`);
    await makeOwnedDirectory(directory, 0o700, switchHostUser ? { uid, gid: uid } : undefined);
    slots.push({ index, identity: { uid, gid: uid, switchHostUser }, directory });
  }
  return slots;
}

async function openRuntime(): Promise<SandboxRuntime> {
  for (const tool of REQUIRED_TOOLS) {
    await access(tool, constants.X_OK).catch(() => {
      throw new Error(
        `${tool} is missing (install the Debian package bubblewrap, or run \`npm run prerequisites\`)`,
      );
    });
  }
  await loadSeccompFilter();
  const stateDirectory =
    process.env.SANDBOX_STATE_DIR ?? path.join(os.tmpdir(), `code-sandbox-${process.getuid?.() ?? 'user'}`);
  await makeOwnedDirectory(stateDirectory, 0o711);
  const cgroups = await createCgroupParent();
  try {
    const pool = new SlotPool(await createSlots(stateDirectory));
    return { cgroups, pool, stateDirectory };
  } catch (error) {
    await cgroups.remove();
    throw error;
  }
}

async function proveSandboxWorks(runtime: SandboxRuntime): Promise<void> {
  const result = await runtime.pool.withSlot((slot) =>
    runInSandbox(
      {
        command: ['/bin/sh', '-c', 'echo ready'],
        stdin: '',
        wallTimeMs: 5000,
        memoryBytes: 64 * 1024 * 1024,
        maxProcesses: 16,
        stdoutLimitBytes: 1024,
        stderrLimitBytes: 4096,
        workDirBytes: 1024 * 1024,
        fileSizeLimitBytes: 1024 * 1024,
        openFilesLimit: 64,
      },
      slot.identity,
      runtime.cgroups,
    ),
  );
  if (result.stdout.trim() !== 'ready') {
    throw new Error(
      `bubblewrap could not start a sandbox: ${result.stderr.trim() || `exit code ${result.exitCode}`}`,
    );
  }
}

let runtimePromise: Promise<SandboxRuntime> | undefined;
/** Why the last attempt to open the sandbox failed; cleared when one succeeds. */
let lastFailure: string | undefined;

/** The reason the sandbox last failed to open, if it did (health checks; opening nothing). */
export function lastSandboxFailure(): string | undefined {
  return lastFailure;
}

/** Whether bubblewrap is installed where the sandbox runs it (cheap; runs nothing). */
export async function missingSandboxTool(): Promise<string | undefined> {
  for (const tool of REQUIRED_TOOLS) {
    const usable = await access(tool, constants.X_OK).then(
      () => true,
      () => false,
    );
    if (!usable) return `${tool} is missing (install the Debian package bubblewrap)`;
  }
  return undefined;
}

/** The process-wide sandbox (cgroup parent, slots); rejects with the reason when it cannot exist. */
export function getSandboxRuntime(): Promise<SandboxRuntime> {
  runtimePromise ??= openRuntime().then(async (runtime) => {
    try {
      await proveSandboxWorks(runtime);
      return runtime;
    } catch (error) {
      await runtime.cgroups.remove().catch(() => undefined);
      throw error;
    }
  });
  // A failure is not cached: the next caller retries (e.g. once bubblewrap is installed).
  runtimePromise.then(
    () => {
      lastFailure = undefined;
    },
    (error: Error) => {
      // A missing filter is reported as the filter's problem (evaluator-status.ts), not the sandbox's.
      lastFailure = error instanceof SeccompFilterError ? undefined : error.message;
      runtimePromise = undefined;
    },
  );
  return runtimePromise;
}

/** Whether code can be run at all, and if not, why. Runners refuse when this says no. */
export async function checkSandbox(): Promise<SandboxStatus> {
  try {
    const runtime = await getSandboxRuntime();
    return { available: true, cgroup: runtime.cgroups.description, slots: runtime.pool.slots.length };
  } catch (error) {
    return { available: false, reason: (error as Error).message };
  }
}

/** Removes this process's cgroups; call on shutdown (tests, worker exit). */
export async function closeSandbox(): Promise<void> {
  const pending = runtimePromise;
  runtimePromise = undefined;
  if (!pending) return;
  const runtime = await pending.catch(() => undefined);
  await settleSandboxCleanup();
  await runtime?.cgroups.remove();
}
