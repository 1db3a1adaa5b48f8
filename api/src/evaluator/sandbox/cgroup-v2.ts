import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  killProcessesIn,
  listChildCgroups,
  listProcesses,
  readKeyedNumber,
  readNumber,
  removeCgroupDirectory,
  writeValue,
} from './cgroup-files.js';
import { parentNameForThisProcess, removeStaleParents } from './cgroup-parent-name.js';
import type { CgroupParent, RunCgroup, RunLimits } from './cgroup-types.js';

const REQUIRED_CONTROLLERS = ['memory', 'pids'];
/** Leaf that receives the processes of a delegated cgroup so that its controllers can be handed down. */
const WORKERS_LEAF = 'code-sandbox-workers';

async function controllersIn(file: string): Promise<string[]> {
  try {
    return readFileSync(file, 'utf8').trim().split(/\s+/);
  } catch {
    return [];
  }
}

async function enableControllers(directory: string): Promise<void> {
  const enabled = await controllersIn(path.join(directory, 'cgroup.subtree_control'));
  const missing = REQUIRED_CONTROLLERS.filter((controller) => !enabled.includes(controller));
  if (missing.length === 0) return;
  const available = await controllersIn(path.join(directory, 'cgroup.controllers'));
  const unavailable = missing.filter((controller) => !available.includes(controller));
  if (unavailable.length > 0) {
    throw new Error(
      `cgroup v2: ${directory} does not offer the ${unavailable.join(' and ')} controller(s); delegate them to the worker`,
    );
  }
  const request = missing.map((controller) => `+${controller}`).join(' ');
  try {
    await writeValue(path.join(directory, 'cgroup.subtree_control'), request);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EBUSY') throw error;
    // "No internal processes": a cgroup that hands controllers down must hold no processes itself.
    // Move them into a leaf inside the same cgroup (limits and accounting stay the same), then retry.
    const leaf = path.join(directory, WORKERS_LEAF);
    mkdirSync(leaf, { recursive: true });
    for (const pid of await listProcesses(directory)) {
      await writeValue(path.join(leaf, 'cgroup.procs'), pid).catch(() => undefined);
    }
    await writeValue(path.join(directory, 'cgroup.subtree_control'), request);
  }
}

class RunCgroupV2 implements RunCgroup {
  constructor(private readonly directory: string) {}

  async addProcess(pid: number): Promise<void> {
    await writeValue(path.join(this.directory, 'cgroup.procs'), pid);
  }

  async peakMemoryBytes(): Promise<number> {
    // memory.peak exists from Linux 5.19; before that the final usage is the best available figure.
    return (
      (await readNumber(path.join(this.directory, 'memory.peak'))) ??
      (await readNumber(path.join(this.directory, 'memory.current'))) ??
      0
    );
  }

  async cpuTimeMs(): Promise<number | undefined> {
    const micros = await readKeyedNumber(path.join(this.directory, 'cpu.stat'), 'usage_usec');
    return micros === undefined ? undefined : micros / 1000;
  }

  async wasOomKilled(): Promise<boolean> {
    return ((await readKeyedNumber(path.join(this.directory, 'memory.events'), 'oom_kill')) ?? 0) > 0;
  }

  async killAll(): Promise<void> {
    const killFile = path.join(this.directory, 'cgroup.kill');
    if (existsSync(killFile)) await writeValue(killFile, 1).catch(() => undefined);
    await killProcessesIn([this.directory]);
  }

  async remove(): Promise<void> {
    await this.killAll();
    await removeCgroupDirectory(this.directory);
  }
}

export class CgroupParentV2 implements CgroupParent {
  private constructor(private readonly directory: string) {}

  get description(): string {
    return `cgroup v2 (${this.directory})`;
  }

  /** `base` is the delegated cgroup the worker may manage: its own cgroup unless configured. */
  static async create(base: string): Promise<CgroupParentV2> {
    await enableControllers(base);
    await removeStaleParents(base);
    const directory = path.join(base, parentNameForThisProcess());
    mkdirSync(directory, { recursive: true });
    await enableControllers(directory);
    return new CgroupParentV2(directory);
  }

  async createRun(name: string, limits: RunLimits): Promise<RunCgroup> {
    const directory = path.join(this.directory, name);
    mkdirSync(directory);
    try {
      await writeValue(path.join(directory, 'memory.max'), limits.memoryBytes);
      const swapMax = path.join(directory, 'memory.swap.max');
      if (existsSync(swapMax)) await writeValue(swapMax, 0);
      await writeValue(path.join(directory, 'pids.max'), limits.maxProcesses);
    } catch (error) {
      await removeCgroupDirectory(directory);
      throw error;
    }
    return new RunCgroupV2(directory);
  }

  async activeRuns(): Promise<string[]> {
    return listChildCgroups(this.directory);
  }

  async remove(): Promise<void> {
    await removeCgroupDirectory(this.directory);
  }
}
