export interface RunLimits {
  memoryBytes: number;
  maxProcesses: number;
}

/** One cgroup (one per sandboxed run) that holds every process of the run. */
export interface RunCgroup {
  /** Moves a process (and so everything it later forks) into the cgroup. */
  addProcess(pid: number): Promise<void>;
  peakMemoryBytes(): Promise<number>;
  /** CPU time used by every process of the run so far, or undefined without CPU accounting. */
  cpuTimeMs(): Promise<number | undefined>;
  /** True when the kernel's OOM killer fired inside this cgroup. */
  wasOomKilled(): Promise<boolean>;
  /** SIGKILLs every process still in the cgroup, including ones that escaped the process group. */
  killAll(): Promise<void>;
  remove(): Promise<void>;
}

/** The cgroup the worker owns; every run gets a child of it. */
export interface CgroupParent {
  readonly description: string;
  createRun(name: string, limits: RunLimits): Promise<RunCgroup>;
  /** Run cgroups that still exist; the kernel removes one only when no process is left in it. */
  activeRuns(): Promise<string[]>;
  remove(): Promise<void>;
}
