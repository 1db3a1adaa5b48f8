import { readFileSync, readlinkSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** Linux reports a thread's CPU time in USER_HZ ticks, 100 per second on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The kernel's id of the calling thread (each worker thread has its own), or undefined off Linux. */
export function currentThreadId(): number | undefined {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(threadId) ? threadId : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) a thread of this process has used, in ms, 10 ms resolution. */
export function threadCpuTimeMs(threadId: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
    // The command name in parentheses may contain spaces: fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A time budget counted in the CPU time one thread uses, so that a busy machine (which slows the
 * niced analysis thread down) does not turn ordinary code into "too complex to analyse"; what is
 * pathological is the work, not the wait. The wall clock still bounds it at `wallCapMs`, and stands
 * in for CPU time where the thread's CPU time cannot be read.
 */
export class CpuBudget {
  private readonly startedAt = performance.now();
  private readonly startCpuMs: number | undefined;
  private nextCheckAt: number;

  constructor(
    private readonly threadId: number | undefined,
    readonly budgetMs: number,
    readonly wallCapMs: number,
  ) {
    this.startCpuMs = threadId === undefined ? undefined : threadCpuTimeMs(threadId);
    // A thread cannot use more CPU time than wall time passes: nothing to read before then.
    this.nextCheckAt = this.startedAt + budgetMs;
  }

  /** How much of the budget is left, in ms; 0 or less once it is spent or the wall cap is reached. */
  remainingMs(): number {
    const now = performance.now();
    const wallLeft = this.startedAt + this.wallCapMs - now;
    if (wallLeft <= 0) return 0;
    const cpuNow = this.threadId === undefined ? undefined : threadCpuTimeMs(this.threadId);
    const used =
      this.startCpuMs === undefined || cpuNow === undefined ? now - this.startedAt : cpuNow - this.startCpuMs;
    return Math.min(this.budgetMs - used, wallLeft);
  }

  /** Cheap enough for a parser's progress callback: reads the thread's CPU time only when it could be spent. */
  exceeded(): boolean {
    const now = performance.now();
    if (now < this.nextCheckAt) return false;
    const remaining = this.remainingMs();
    if (remaining <= 0) return true;
    this.nextCheckAt = now + remaining;
    return false;
  }
}
