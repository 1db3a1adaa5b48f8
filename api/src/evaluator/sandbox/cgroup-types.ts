export interface RunLimits {
  memoryBytes: number;
  maxProcesses: number;
}

/**
 * The cgroup that holds every process of one run. Each is reused by later runs (creating and
 * removing cgroup directories cost milliseconds of CPU per run): opening one sets the run's limits
 * and resets, or takes a baseline of, its counters, so every figure below is this run's alone.
 */
export interface RunCgroup {
  /** Moves a process (and so everything it later forks) into the cgroup. */
  addProcess(pid: number): Promise<void>;
  /** Highest memory use of this run (above what earlier runs left charged to the cgroup). */
  peakMemoryBytes(): Promise<number>;
  /** CPU time used by every process of this run so far, or undefined without CPU accounting. */
  cpuTimeMs(): Promise<number | undefined>;
  /** True when the kernel's OOM killer fired inside this cgroup during this run. */
  wasOomKilled(): Promise<boolean>;
  /** SIGKILLs every process still in the cgroup, including ones that escaped the process group. */
  killAll(): Promise<void>;
  /**
   * Ends the run: kills what is left and waits until the cgroup is empty; only then may another run
   * open it. A cgroup that cannot be emptied, or that keeps too much memory charged, is removed.
   */
  release(): Promise<void>;
}

/** The cgroup the worker owns; runs get children of it, kept between runs. */
export interface CgroupParent {
  readonly description: string;
  /** An idle run cgroup (or a new one when every existing one is busy), set up for one run. */
  openRun(limits: RunLimits): Promise<RunCgroup>;
  /** Run cgroups that still hold a process: none once every run has been released. */
  activeRuns(): Promise<string[]>;
  /** Removes every run cgroup and the parent itself. */
  remove(): Promise<void>;
}
