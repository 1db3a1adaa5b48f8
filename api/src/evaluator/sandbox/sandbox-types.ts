/**
 * A file copied into the sandbox's own tmpfs before the command starts (bubblewrap `--file`): unlike
 * a bind mount it adds no line to /proc/self/mountinfo, so nothing inside learns where it came from
 * on the host. Small contents go through a pipe; a host file (a compiled program) is handed over as
 * a read-only descriptor, which bubblewrap reads at its own pace and closes before the command starts.
 */
export type SandboxFile = {
  /** Absolute path inside the sandbox; missing parent directories are created. */
  sandboxPath: string;
  executable?: boolean;
} & ({ content: Buffer | string } | { hostPath: string });

/** A file the command left in `SandboxRunSpec.collectDirectory`, by its path relative to it. */
export interface CollectedFile {
  path: string;
  content: Buffer;
  executable: boolean;
}

export interface SandboxDescriptorFile {
  hostPath: string;
  sandboxPath: string;
}

/** A host directory mounted into the sandbox: its host path shows in /proc/self/mountinfo. */
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
  /** Only for what must outlive the run (the Go cache) or is too large to copy (the precompiled header). */
  binds?: SandboxBind[];
  /** Read-only inside: copied into the sandbox's root, which is remounted read-only. */
  files?: SandboxFile[];
  /**
   * Large read-only host files (the precompiled header) handed over as inherited descriptors:
   * `sandboxPath` is a symlink to /proc/self/fd/N, so no mount names their host directory and
   * nothing is copied. Only for commands that run no learner code (a descriptor's link names it).
   */
  descriptorFiles?: SandboxDescriptorFile[];
  /**
   * A fresh writable tmpfs (size `workDirBytes`) whose regular files come back in `collected` when
   * the command succeeds: how compilers hand over their artifacts without a host directory.
   */
  collectDirectory?: string;
  /** Backstop against sleeping or blocked programs; the CPU limit is what normally stops a run. */
  wallTimeMs: number;
  /** CPU time limit (all processes of the run); a busy machine slows the wall clock, not this. */
  cpuTimeMs?: number;
  memoryBytes: number;
  maxProcesses: number;
  /** What stdout may hold; more stops the run (`outputLimitExceeded`). */
  stdoutLimitBytes: number;
  /** What is kept of stderr. Both streams together may write stdoutLimitBytes + stderrLimitBytes. */
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
  /** stdout passed its limit, or stdout and stderr together passed the run's output budget (both limits). */
  outputLimitExceeded: boolean;
  timedOut: boolean;
  oomKilled: boolean;
  wallTimeMs: number;
  /** CPU time of the run, or undefined without CPU accounting. */
  cpuTimeMs?: number;
  peakMemoryKb: number;
  /** The files of `collectDirectory` after a successful command; undefined when none came back. */
  collected?: CollectedFile[];
  /** Why the files of `collectDirectory` could not be taken (too many, too large, malformed). */
  collectError?: string;
}
