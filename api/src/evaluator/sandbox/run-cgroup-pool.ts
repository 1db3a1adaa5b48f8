import type { RunCgroup, RunLimits } from './cgroup-types.js';

/**
 * Memory an idle run cgroup may keep charged (the page cache of files its runs were the first to
 * read, kernel objects) and still serve another run. Above it the cgroup is removed instead, which
 * hands the charge to the parent: a later run neither reclaims it on its own time nor sees it.
 */
export const REUSE_MAX_LEFTOVER_BYTES = 8 * 1024 * 1024;

/** What a cgroup driver (v1, v2) implements for one run cgroup that the pool hands out again and again. */
export interface ReusableCgroup extends Omit<RunCgroup, 'release'> {
  readonly name: string;
  /** Sets the run's limits and resets (or takes a baseline of) every counter a run reports. */
  open(limits: RunLimits): Promise<void>;
  /** Kills what is left; true when the cgroup is empty and light enough to serve another run. */
  isReusable(): Promise<boolean>;
  remove(): Promise<void>;
}

/**
 * The run cgroups of one parent. A run takes an idle one (a new one only when every existing one is
 * busy, so there are as many as runs ever ran at once) and gives it back once it is empty.
 */
export class RunCgroupPool<T extends ReusableCgroup> {
  private readonly idle: T[] = [];
  private readonly existing = new Set<T>();
  private created = 0;

  constructor(private readonly create: (name: string) => T) {}

  async open(limits: RunLimits): Promise<RunCgroup> {
    const reused = this.idle.pop();
    if (reused) {
      try {
        await reused.open(limits);
        return this.handOut(reused);
      } catch {
        await this.retire(reused);
      }
    }
    const fresh = this.create(`run-${++this.created}`);
    this.existing.add(fresh);
    try {
      await fresh.open(limits);
    } catch (error) {
      await this.retire(fresh);
      throw error;
    }
    return this.handOut(fresh);
  }

  private handOut(cgroup: T): RunCgroup {
    let released = false;
    // A kill keeps killing whatever it finds in the cgroup until it sees it empty: one still going
    // when the cgroup serves the next run would kill that run. Release waits for every kill.
    const kills = new Set<Promise<void>>();
    return {
      addProcess: (pid) => cgroup.addProcess(pid),
      peakMemoryBytes: () => cgroup.peakMemoryBytes(),
      cpuTimeMs: () => cgroup.cpuTimeMs(),
      wasOomKilled: () => cgroup.wasOomKilled(),
      killAll: () => {
        if (released) return Promise.resolve();
        const kill: Promise<void> = cgroup.killAll().finally(() => kills.delete(kill));
        kills.add(kill);
        return kill;
      },
      release: async () => {
        if (released) return;
        released = true;
        await Promise.allSettled([...kills]);
        if (await cgroup.isReusable().catch(() => false)) this.idle.push(cgroup);
        else await this.retire(cgroup);
      },
    };
  }

  private async retire(cgroup: T): Promise<void> {
    this.existing.delete(cgroup);
    const index = this.idle.indexOf(cgroup);
    if (index >= 0) this.idle.splice(index, 1);
    await cgroup.remove().catch(() => undefined);
  }

  /** Removes every run cgroup (shutdown): none may be in use. */
  async removeAll(): Promise<void> {
    for (const cgroup of [...this.existing]) await this.retire(cgroup);
  }
}
