import { existsSync, mkdirSync } from 'node:fs';
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
import { REUSE_MAX_LEFTOVER_BYTES, RunCgroupPool, type ReusableCgroup } from './run-cgroup-pool.js';
import type { CgroupParent, RunCgroup, RunLimits } from './cgroup-types.js';

class RunCgroupV1 implements ReusableCgroup {
  private limits: RunLimits | undefined;
  private baselineMemoryBytes = 0;
  private baselineOomKills = 0;
  private readonly hasSwapLimit: boolean;

  constructor(
    readonly name: string,
    private readonly memoryDir: string,
    private readonly pidsDir: string,
    private readonly cpuacctDir: string | undefined,
  ) {
    // Without swap accounting the limit could be dodged by swapping; the file only exists when it is on.
    this.hasSwapLimit = existsSync(path.join(memoryDir, 'memory.memsw.limit_in_bytes'));
  }

  private get directories(): string[] {
    return [this.pidsDir, this.memoryDir, ...(this.cpuacctDir ? [this.cpuacctDir] : [])];
  }

  async open(limits: RunLimits): Promise<void> {
    if (limits.memoryBytes !== this.limits?.memoryBytes) {
      // memsw may never be below the memory limit: raise it first, lower it last.
      const raising = this.limits !== undefined && limits.memoryBytes > this.limits.memoryBytes;
      const swapLimit = path.join(this.memoryDir, 'memory.memsw.limit_in_bytes');
      if (this.hasSwapLimit && raising) await writeValue(swapLimit, limits.memoryBytes);
      await writeValue(path.join(this.memoryDir, 'memory.limit_in_bytes'), limits.memoryBytes);
      if (this.hasSwapLimit && !raising) await writeValue(swapLimit, limits.memoryBytes);
    }
    if (limits.maxProcesses !== this.limits?.maxProcesses)
      await writeValue(path.join(this.pidsDir, 'pids.max'), limits.maxProcesses);
    this.limits = limits;
    // The peak restarts from the current use; CPU time from zero. The OOM kill count cannot be reset.
    await writeValue(path.join(this.memoryDir, 'memory.max_usage_in_bytes'), 0);
    await writeValue(path.join(this.memoryDir, 'memory.failcnt'), 0);
    if (this.cpuacctDir) await writeValue(path.join(this.cpuacctDir, 'cpuacct.usage'), 0);
    this.baselineMemoryBytes = (await this.usageBytes()) ?? 0;
    this.baselineOomKills = (await this.oomKills()) ?? 0;
  }

  private usageBytes(): Promise<number | undefined> {
    return readNumber(path.join(this.memoryDir, 'memory.usage_in_bytes'));
  }

  private oomKills(): Promise<number | undefined> {
    return readKeyedNumber(path.join(this.memoryDir, 'memory.oom_control'), 'oom_kill');
  }

  async addProcess(pid: number): Promise<void> {
    for (const directory of this.directories) await writeValue(path.join(directory, 'cgroup.procs'), pid);
  }

  async cpuTimeMs(): Promise<number | undefined> {
    if (!this.cpuacctDir) return undefined;
    const nanos = await readNumber(path.join(this.cpuacctDir, 'cpuacct.usage'));
    return nanos === undefined ? undefined : nanos / 1e6;
  }

  async peakMemoryBytes(): Promise<number> {
    const peak = (await readNumber(path.join(this.memoryDir, 'memory.max_usage_in_bytes'))) ?? 0;
    return Math.max(0, peak - this.baselineMemoryBytes);
  }

  async wasOomKilled(): Promise<boolean> {
    const kills = await this.oomKills();
    if (kills !== undefined) return kills > this.baselineOomKills;
    // Kernels before 4.13 lack the counter; hitting the limit is the closest signal.
    return ((await readNumber(path.join(this.memoryDir, 'memory.failcnt'))) ?? 0) > 0;
  }

  async killAll(): Promise<void> {
    await killProcessesIn([this.pidsDir, this.memoryDir]);
  }

  async isReusable(): Promise<boolean> {
    await this.killAll();
    for (const directory of this.directories) if ((await listProcesses(directory)).length > 0) return false;
    return ((await this.usageBytes()) ?? Number.POSITIVE_INFINITY) <= REUSE_MAX_LEFTOVER_BYTES;
  }

  async remove(): Promise<void> {
    await this.killAll();
    for (const directory of this.directories) await removeCgroupDirectory(directory);
  }
}

export class CgroupParentV1 implements CgroupParent {
  private readonly runs: RunCgroupPool<RunCgroupV1>;

  private constructor(
    private readonly memoryDir: string,
    private readonly pidsDir: string,
    private readonly cpuacctDir: string | undefined,
  ) {
    this.runs = new RunCgroupPool((name) => this.createRunCgroup(name));
  }

  get description(): string {
    return `cgroup v1 (${[this.memoryDir, this.pidsDir, this.cpuacctDir].filter(Boolean).join(', ')})`;
  }

  static async create(
    ownMemoryDir: string,
    ownPidsDir: string,
    ownCpuacctDir?: string,
  ): Promise<CgroupParentV1> {
    const name = parentNameForThisProcess();
    for (const own of [ownMemoryDir, ownPidsDir, ownCpuacctDir]) {
      if (!own) continue;
      await removeStaleParents(own);
      mkdirSync(path.join(own, name), { recursive: true });
    }
    return new CgroupParentV1(
      path.join(ownMemoryDir, name),
      path.join(ownPidsDir, name),
      ownCpuacctDir && path.join(ownCpuacctDir, name),
    );
  }

  private createRunCgroup(name: string): RunCgroupV1 {
    const cgroup = new RunCgroupV1(
      name,
      path.join(this.memoryDir, name),
      path.join(this.pidsDir, name),
      this.cpuacctDir && path.join(this.cpuacctDir, name),
    );
    mkdirSync(path.join(this.memoryDir, name));
    mkdirSync(path.join(this.pidsDir, name));
    if (this.cpuacctDir) mkdirSync(path.join(this.cpuacctDir, name));
    return cgroup;
  }

  openRun(limits: RunLimits): Promise<RunCgroup> {
    return this.runs.open(limits);
  }

  async activeRuns(): Promise<string[]> {
    const names = await listChildCgroups(this.memoryDir);
    const active: string[] = [];
    for (const name of names) {
      const holders = await Promise.all(
        [this.memoryDir, this.pidsDir].map((directory) => listProcesses(path.join(directory, name))),
      );
      if (holders.some((pids) => pids.length > 0)) active.push(name);
    }
    return active;
  }

  async remove(): Promise<void> {
    await this.runs.removeAll();
    // Run cgroups the pool no longer knew (one that could not be removed earlier) go too.
    for (const directory of [this.pidsDir, this.memoryDir, this.cpuacctDir]) {
      if (!directory) continue;
      for (const name of await listChildCgroups(directory))
        await removeCgroupDirectory(path.join(directory, name));
      await removeCgroupDirectory(directory);
    }
  }
}
