export interface SandboxBind {
  hostPath: string;
  sandboxPath: string;
  writable: boolean;
}

/** Who runs the sandbox: one distinct uid (and gid) per concurrent slot. */
export interface SandboxIdentity {
  uid: number;
  gid: number;
  /** True when the host process may switch to `uid` (it runs as root); otherwise only the namespace uid differs. */
  switchHostUser: boolean;
}

export interface SandboxRunSpec {
  /** argv inside the sandbox; the working directory is /box, a fresh tmpfs. */
  command: string[];
  stdin: string;
  env?: Record<string, string>;
  binds?: SandboxBind[];
  /** Backstop against sleeping or blocked programs; the CPU limit is what normally stops a run. */
  wallTimeMs: number;
  /** CPU time limit (all processes of the run); a busy machine slows the wall clock, not this. */
  cpuTimeMs?: number;
  memoryBytes: number;
  maxProcesses: number;
  stdoutLimitBytes: number;
  stderrLimitBytes: number;
  /** Size of each tmpfs (/box and /tmp); tmpfs pages also count against the memory limit. */
  workDirBytes: number;
  fileSizeLimitBytes: number;
  openFilesLimit: number;
  /** Return stdout as bytes (`stdoutBytes`, `stdout` left empty), for output that is not text. */
  keepStdoutBytes?: boolean;
}

export interface SandboxRunResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stdoutBytes?: Buffer;
  stderr: string;
  stdoutLimitExceeded: boolean;
  timedOut: boolean;
  oomKilled: boolean;
  wallTimeMs: number;
  /** CPU time of the run, or undefined without CPU accounting. */
  cpuTimeMs?: number;
  peakMemoryKb: number;
}
