import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  killProcessesIn,
  listChildCgroups,
  readKeyedNumber,
  readNumber,
  removeCgroupDirectory,
  writeValue,
} from './cgroup-files.js';
import { parentNameForThisProcess, removeStaleParents } from './cgroup-parent-name.js';
import type { CgroupParent, RunCgroup, RunLimits } from './cgroup-types.js';

class RunCgroupV1 implements RunCgroup {
  constructor(
    private readonly memoryDir: string,
    private readonly pidsDir: string,
    private readonly cpuacctDir: string | undefined,
  ) {}

  async addProcess(pid: number): Promise<void> {
    await writeValue(path.join(this.memoryDir, 'cgroup.procs'), pid);
    await writeValue(path.join(this.pidsDir, 'cgroup.procs'), pid);
    if (this.cpuacctDir) await writeValue(path.join(this.cpuacctDir, 'cgroup.procs'), pid);
  }

  async cpuTimeMs(): Promise<number | undefined> {
    if (!this.cpuacctDir) return undefined;
    const nanos = await readNumber(path.join(this.cpuacctDir, 'cpuacct.usage'));
    return nanos === undefined ? undefined : nanos / 1e6;
  }

  async peakMemoryBytes(): Promise<number> {
    return (await readNumber(path.join(this.memoryDir, 'memory.max_usage_in_bytes'))) ?? 0;
  }

  async wasOomKilled(): Promise<boolean> {
    const kills = await readKeyedNumber(path.join(this.memoryDir, 'memory.oom_control'), 'oom_kill');
    if (kills !== undefined) return kills > 0;
    // Kernels before 4.13 lack the counter; hitting the limit is the closest signal.
    return ((await readNumber(path.join(this.memoryDir, 'memory.failcnt'))) ?? 0) > 0;
  }

  async killAll(): Promise<void> {
    await killProcessesIn([this.pidsDir, this.memoryDir]);
  }

  async remove(): Promise<void> {
    await this.killAll();
    await removeCgroupDirectory(this.pidsDir);
    await removeCgroupDirectory(this.memoryDir);
    if (this.cpuacctDir) await removeCgroupDirectory(this.cpuacctDir);
  }
}

export class CgroupParentV1 implements CgroupParent {
  private constructor(
    private readonly memoryDir: string,
    private readonly pidsDir: string,
    private readonly cpuacctDir: string | undefined,
  ) {}

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

  async createRun(name: string, limits: RunLimits): Promise<RunCgroup> {
    const memoryDir = path.join(this.memoryDir, name);
    const pidsDir = path.join(this.pidsDir, name);
    const cpuacctDir = this.cpuacctDir && path.join(this.cpuacctDir, name);
    mkdirSync(memoryDir);
    mkdirSync(pidsDir);
    if (cpuacctDir) mkdirSync(cpuacctDir);
    try {
      await writeValue(path.join(memoryDir, 'memory.limit_in_bytes'), limits.memoryBytes);
      // Without swap accounting the limit could be dodged by swapping; the file only exists when it is on.
      const swapLimit = path.join(memoryDir, 'memory.memsw.limit_in_bytes');
      if (existsSync(swapLimit)) await writeValue(swapLimit, limits.memoryBytes);
      await writeValue(path.join(pidsDir, 'pids.max'), limits.maxProcesses);
    } catch (error) {
      await removeCgroupDirectory(pidsDir);
      await removeCgroupDirectory(memoryDir);
      if (cpuacctDir) await removeCgroupDirectory(cpuacctDir);
      throw error;
    }
    return new RunCgroupV1(memoryDir, pidsDir, cpuacctDir);
  }

  async activeRuns(): Promise<string[]> {
    return listChildCgroups(this.memoryDir);
  }

  async remove(): Promise<void> {
    await removeCgroupDirectory(this.pidsDir);
    await removeCgroupDirectory(this.memoryDir);
    if (this.cpuacctDir) await removeCgroupDirectory(this.cpuacctDir);
  }
}
