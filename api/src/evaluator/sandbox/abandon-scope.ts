import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A worker shutting down hands its unfinished evaluations back to the line; their sandboxed runs must
 * stop then, not go on to the next test while the process tries to exit. The evaluation runs inside
 * this scope, so every sandboxed run it starts (judge, growth runs, analyzers) sees the same signal
 * without threading it through each call. On Node 20 an AsyncLocalStorage turns on promise hooks for the
 * whole process once used: only processes that run evaluations (workers, or `npm start`'s single process)
 * ever enter this scope; an API replica with separate workers never does.
 */
const scope = new AsyncLocalStorage<AbortSignal>();

/** Thrown by a sandboxed run started or stopped after its evaluation was abandoned. */
export class RunAbandonedError extends Error {
  constructor() {
    super('the evaluation was handed back: its sandboxed runs were stopped');
  }
}

export function runAbandonable<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return scope.run(signal, work);
}

export function abandonSignal(): AbortSignal | undefined {
  return scope.getStore();
}
