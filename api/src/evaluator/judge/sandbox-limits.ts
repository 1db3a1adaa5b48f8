import type { SupportedLanguage } from '../types.js';

const MB = 1024 * 1024;

export const DEFAULT_MEMORY_LIMIT_MB = 256;
export const COMPILE_MEMORY_LIMIT_MB = 1024;
export const MAX_CODE_BYTES = 64 * 1024;

/**
 * Compilation has its own budget, shorter than a slot's whole evaluation: a C++ template bomb or a
 * giant constant expression stops after 10 s of CPU instead of holding a slot for 30 s. Ordinary
 * compiles take 0.3–2 s of CPU here (javac the longest). The clock's backstop is three times that:
 * on a machine shared by many jobs (load 25 on 2 cores) javac gets a fraction of a core, and a 10 s
 * wall limit failed ordinary Java as "took longer than 10 s" when it had used a fraction of its CPU.
 */
export const COMPILE_TIME_LIMIT_MS = 10_000;
export const COMPILE_WALL_TIME_LIMIT_MS = 3 * COMPILE_TIME_LIMIT_MS;

export const COMPILE_LIMITS = {
  cpuTimeMs: COMPILE_TIME_LIMIT_MS,
  wallTimeMs: COMPILE_WALL_TIME_LIMIT_MS,
  memoryBytes: COMPILE_MEMORY_LIMIT_MB * MB,
  maxProcesses: 128,
  stdoutLimitBytes: 64 * 1024,
  stderrLimitBytes: 64 * 1024,
  workDirBytes: 256 * MB,
  fileSizeLimitBytes: 160 * MB,
  openFilesLimit: 512,
};

export function runLimits(memoryLimitMb: number, expectedOutputBytes: number) {
  return {
    memoryBytes: memoryLimitMb * MB,
    // Threads count as tasks: the JVM and Node need a few dozen; a fork bomb stops here.
    maxProcesses: 64,
    stdoutLimitBytes: Math.min(32 * MB, Math.max(MB, expectedOutputBytes * 4 + 64 * 1024)),
    stderrLimitBytes: 64 * 1024,
    workDirBytes: 64 * MB,
    fileSizeLimitBytes: 16 * MB,
    openFilesLimit: 256,
  };
}

/**
 * Interpreter and VM start-up (CPU time, all threads) added to the problem's time limit, so a JVM's
 * start is not judged as the learner's algorithm. Measured on 2 cores; the sandbox adds ~10 ms.
 */
export const STARTUP_ALLOWANCE_MS: Record<SupportedLanguage, number> = {
  python: 100,
  javascript: 150,
  typescript: 150,
  java: 600,
  cpp: 50,
  go: 50,
};
