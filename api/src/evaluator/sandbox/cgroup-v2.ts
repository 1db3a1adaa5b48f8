import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
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
import { REUSE_MAX_LEFTOVER_BYTES, RunCgroupPool, type ReusableCgroup } from './run-cgroup-pool.js';

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

class RunCgroupV2 implements ReusableCgroup {
  private limits: RunLimits | undefined;
  private baselineMemoryBytes = 0;
  private baselineCpuMicros = 0;
  private baselineOomKills = 0;
  /** memory.peak opened for this run after a reset: reads through it give this run's peak. */
  private peakFile: number | undefined;

  constructor(
    readonly name: string,
    private readonly directory: string,
  ) {}

  private file(name: string): string {
    return path.join(this.directory, name);
  }

  async open(limits: RunLimits): Promise<void> {
    if (limits.memoryBytes !== this.limits?.memoryBytes)
      await writeValue(this.file('memory.max'), limits.memoryBytes);
    if (limits.maxProcesses !== this.limits?.maxProcesses)
      await writeValue(this.file('pids.max'), limits.maxProcesses);
    this.limits = limits;
    // cpu.stat and memory.events only count up: a run's figures are differences from here.
    this.baselineCpuMicros = (await readKeyedNumber(this.file('cpu.stat'), 'usage_usec')) ?? 0;
    this.baselineOomKills = (await readKeyedNumber(this.file('memory.events'), 'oom_kill')) ?? 0;
    this.baselineMemoryBytes = (await readNumber(this.file('memory.current'))) ?? 0;
    this.closePeakFile();
    // Since Linux 6.12 a write to memory.peak restarts the peak seen through that open file. Where
    // that fails the peak covers every run so far, so the cgroup serves this run only (isReusable).
    try {
      const descriptor = openSync(this.file('memory.peak'), 'r+');
      try {
        writeSync(descriptor, 'reset\n');
        this.peakFile = descriptor;
      } catch {
        closeSync(descriptor);
      }
    } catch {
      // No memory.peak before Linux 5.19: the final usage is read instead.
    }
  }

  private closePeakFile(): void {
    if (this.peakFile === undefined) return;
    closeSync(this.peakFile);
    this.peakFile = undefined;
  }

  private readPeakFile(): number | undefined {
    if (this.peakFile === undefined) return undefined;
    const buffer = Buffer.alloc(32);
    const length = readSync(this.peakFile, buffer, 0, buffer.length, 0);
    const value = Number.parseInt(buffer.toString('utf8', 0, length), 10);
    return Number.isFinite(value) ? value : undefined;
  }

  async addProcess(pid: number): Promise<void> {
    await writeValue(this.file('cgroup.procs'), pid);
  }

  async peakMemoryBytes(): Promise<number> {
    const peak =
      this.readPeakFile() ??
      (await readNumber(this.file('memory.peak'))) ??
      (await readNumber(this.file('memory.current'))) ??
      0;
    return Math.max(0, peak - this.baselineMemoryBytes);
  }

  async cpuTimeMs(): Promise<number | undefined> {
    const micros = await readKeyedNumber(this.file('cpu.stat'), 'usage_usec');
    return micros === undefined ? undefined : (micros - this.baselineCpuMicros) / 1000;
  }

  async wasOomKilled(): Promise<boolean> {
    const kills = (await readKeyedNumber(this.file('memory.events'), 'oom_kill')) ?? 0;
    return kills > this.baselineOomKills;
  }

  async killAll(): Promise<void> {
    const killFile = this.file('cgroup.kill');
    if (existsSync(killFile)) await writeValue(killFile, 1).catch(() => undefined);
    await killProcessesIn([this.directory]);
  }

  async isReusable(): Promise<boolean> {
    await this.killAll();
    const resettable = this.peakFile !== undefined;
    this.closePeakFile();
    if (!resettable || (await listProcesses(this.directory)).length > 0) return false;
    return ((await readNumber(this.file('memory.current'))) ?? 0) <= REUSE_MAX_LEFTOVER_BYTES;
  }

  async remove(): Promise<void> {
    this.closePeakFile();
    await this.killAll();
    await removeCgroupDirectory(this.directory);
  }
}

export class CgroupParentV2 implements CgroupParent {
  private readonly runs: RunCgroupPool<RunCgroupV2>;

  private constructor(private readonly directory: string) {
    this.runs = new RunCgroupPool((name) => this.createRunCgroup(name));
  }

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

  private createRunCgroup(name: string): RunCgroupV2 {
    const directory = path.join(this.directory, name);
    // Names are unique within this worker's parent, whose leftovers are removed at start-up.
    mkdirSync(directory, { recursive: true });
    const swapMax = path.join(directory, 'memory.swap.max');
    if (existsSync(swapMax)) writeFileSync(swapMax, '0');
    return new RunCgroupV2(name, directory);
  }

  openRun(limits: RunLimits): Promise<RunCgroup> {
    return this.runs.open(limits);
  }

  async activeRuns(): Promise<string[]> {
    const active: string[] = [];
    for (const name of await listChildCgroups(this.directory))
      if ((await listProcesses(path.join(this.directory, name))).length > 0) active.push(name);
    return active;
  }

  async remove(): Promise<void> {
    await this.runs.removeAll();
    for (const name of await listChildCgroups(this.directory))
      await removeCgroupDirectory(path.join(this.directory, name));
    await removeCgroupDirectory(this.directory);
  }
}
