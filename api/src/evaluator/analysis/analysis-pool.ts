import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type {
  AnalysisInput,
  AnalysisOutput,
  AnalysisReply,
  AnalysisRequest,
  AnalysisTaskName,
  AnalysisThreadReady,
} from './analysis-tasks.ts';
import { CpuBudget } from './cpu-budget.ts';

/**
 * Parsing learner code the product accepts takes milliseconds of CPU; anything near this is
 * pathological. Counted in the analysis thread's CPU time, not the wall clock: a busy machine slows
 * the (niced) thread down without making the code any more complex.
 */
export const ANALYSIS_TIME_BUDGET_MS = 2_500;
/** However busy the machine, an analysis never keeps its caller waiting longer than this many budgets. */
const WALL_CAP_BUDGETS = 12;
/** Beyond this many waiting analyses, new ones are refused rather than queued for minutes. */
export const MAX_WAITING_ANALYSES = 64;

/** The code could not be analysed within the time budget (or the parser ran out of stack). */
export class AnalysisTooComplexError extends Error {}
/** Too many analyses are waiting: a temporary refusal, to be retried. */
export class AnalysisBusyError extends Error {}

interface PendingTask {
  request: AnalysisRequest;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

interface PoolThread {
  worker: Worker;
  ready: boolean;
  threadId?: number;
  running?: { task: PendingTask; timer: NodeJS.Timeout };
}

export interface AnalysisPoolOptions {
  threads?: number;
  timeBudgetMs?: number;
  maxWaiting?: number;
}

const WORKER_ENTRY = new URL('./analysis-worker-entry.mjs', import.meta.url);
// tree-sitter keeps its trees in wasm memory; this bounds the JavaScript side of a runaway analysis.
const WORKER_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

/** One core stays with the event loop: on two cores, one analysis thread. */
function defaultThreadCount(): number {
  return Math.max(1, Math.min(2, os.availableParallelism() - 1));
}

/**
 * A small pool of worker threads for tree-sitter analyses. Each task runs under a time budget; a
 * thread that overruns it is terminated (a synchronous parse cannot be interrupted otherwise) and
 * replaced. Idle threads do not keep the process alive.
 */
export class AnalysisPool {
  private readonly threads: PoolThread[] = [];
  private readonly waiting: PendingTask[] = [];
  private readonly threadCount: number;
  private readonly timeBudgetMs: number;
  private readonly maxWaiting: number;
  private nextId = 1;
  private closed = false;

  constructor(options: AnalysisPoolOptions = {}) {
    this.threadCount = options.threads ?? defaultThreadCount();
    this.timeBudgetMs = options.timeBudgetMs ?? ANALYSIS_TIME_BUDGET_MS;
    this.maxWaiting = options.maxWaiting ?? MAX_WAITING_ANALYSES;
  }

  /**
   * Runs `task` in a thread. `bypassWaitingLimit` is for callers bounded elsewhere (the evaluation
   * queue's concurrency): their analysis waits its turn instead of being refused.
   */
  run<Name extends AnalysisTaskName>(
    task: Name,
    input: AnalysisInput<Name>,
    { bypassWaitingLimit = false, budgetMs = this.timeBudgetMs } = {},
  ): Promise<AnalysisOutput<Name>> {
    if (this.closed) return Promise.reject(new Error('The analysis pool is closed.'));
    if (!bypassWaitingLimit && this.waiting.length >= this.maxWaiting) {
      return Promise.reject(
        new AnalysisBusyError('The code checker is busy right now: please try again in a moment.'),
      );
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({
        request: { id: this.nextId++, task, input, budgetMs, wallCapMs: budgetMs * WALL_CAP_BUDGETS },
        resolve: resolve as (output: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new Error('The analysis pool is closed.'));
    await Promise.all(this.threads.splice(0).map((thread) => this.stop(thread)));
  }

  private dispatch(): void {
    while (this.threads.length < this.threadCount && this.waiting.length > 0 && !this.closed) {
      this.threads.push(this.startThread());
    }
    for (const thread of this.threads) {
      if (this.waiting.length === 0) return;
      if (!thread.ready || thread.running) continue;
      const task = this.waiting.shift()!;
      const { budgetMs, wallCapMs } = task.request;
      const budget = new CpuBudget(thread.threadId, budgetMs, wallCapMs);
      const watch = (): void => {
        if (thread.running?.task !== task) return;
        const remainingMs = budget.remainingMs();
        if (remainingMs <= 0) this.overrun(thread, budget);
        else thread.running.timer = setTimeout(watch, remainingMs);
      };
      thread.running = { task, timer: setTimeout(watch, budgetMs) };
      thread.worker.ref();
      thread.worker.postMessage(task.request);
    }
  }

  private startThread(): PoolThread {
    const worker = new Worker(WORKER_ENTRY, { resourceLimits: WORKER_RESOURCE_LIMITS });
    const thread: PoolThread = { worker, ready: false };
    worker.on('message', (message: AnalysisReply | AnalysisThreadReady) => {
      if ('ready' in message) {
        thread.ready = true;
        thread.threadId = message.threadId;
        worker.unref();
        this.dispatch();
        return;
      }
      this.finish(thread, message);
    });
    // A thread that dies (out of memory, a crash in the parser) fails its task and is replaced.
    worker.on('error', (error) => this.retire(thread, error));
    worker.on('exit', () => this.retire(thread, new Error('The analysis thread stopped.')));
    return thread;
  }

  private finish(thread: PoolThread, reply: AnalysisReply): void {
    const running = thread.running;
    if (!running || running.task.request.id !== reply.id) return;
    clearTimeout(running.timer);
    thread.running = undefined;
    thread.worker.unref();
    if (reply.ok) running.task.resolve(reply.output);
    else if (reply.tooComplex) running.task.reject(new AnalysisTooComplexError(reply.message));
    else running.task.reject(new Error(reply.message));
    this.dispatch();
  }

  private overrun(thread: PoolThread, budget: CpuBudget): void {
    this.retire(
      thread,
      new AnalysisTooComplexError(
        `The analysis used more than ${budget.budgetMs} ms of CPU time (or ${budget.wallCapMs / 1000} s in all) and was stopped.`,
      ),
    );
  }

  /** Takes a thread out of the pool, fails its task with `reason` and lets a fresh thread take over. */
  private retire(thread: PoolThread, reason: Error): void {
    const index = this.threads.indexOf(thread);
    if (index === -1) return;
    this.threads.splice(index, 1);
    const running = thread.running;
    thread.running = undefined;
    if (running) {
      clearTimeout(running.timer);
      // A thread that dies mid-task ran out of memory or stack on that code.
      running.task.reject(
        reason instanceof AnalysisTooComplexError ? reason : new AnalysisTooComplexError(reason.message),
      );
    }
    void this.stop(thread);
    if (!thread.ready) {
      // It could not even start (a missing grammar, say): starting another would fail the same way.
      const failure = new Error(`The code checker could not start: ${reason.message}`);
      for (const task of this.waiting.splice(0)) task.reject(failure);
      return;
    }
    this.dispatch();
  }

  private async stop(thread: PoolThread): Promise<void> {
    if (thread.running) clearTimeout(thread.running.timer);
    await thread.worker.terminate().catch(() => undefined);
  }
}

let sharedPool: AnalysisPool | undefined;

/** The process's analysis pool, started on first use. */
export function analysisPool(): AnalysisPool {
  sharedPool ??= new AnalysisPool();
  return sharedPool;
}
