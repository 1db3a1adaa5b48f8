import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';

export type ShutdownOptions = {
  /** How long new connections are still served after the signal (0 for a worker: no balancer). */
  drainMs: number;
  /** The process exits by then, whatever is still running. */
  timeoutMs: number;
  /** Closes whatever else the process serves (a worker's probe server), after the app. */
  afterClose?: () => Promise<void>;
};

/** Time kept back from the deadline for handing unfinished work back and closing: a quarter, at least 2 s. */
const closeMargin = (timeoutMs: number) => Math.max(2_000, Math.round(timeoutMs / 4));

/**
 * SIGTERM and SIGINT: readiness turns 503 at once; for `drainMs` the process keeps serving (a balancer
 * needs a few probe periods to take it out), then the registered shutdown steps run until the deadline
 * less a margin, Fastify closes (in-flight requests finish, idle keep-alive sockets close) and the
 * process exits. Past `timeoutMs` every connection is cut and it exits anyway, with status 1.
 */
export function closeGracefullyOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      const startedAt = Date.now();
      const deadline = startedAt + options.timeoutMs;
      app.lifecycle.startDraining();
      app.log.info(
        { drain_ms: options.drainMs, timeout_ms: options.timeoutMs },
        `${signal}: draining, readiness now answers 503`,
      );
      const forced = setTimeout(() => {
        app.log.error(`shutdown exceeded ${options.timeoutMs} ms: cutting the remaining connections`);
        app.server.closeAllConnections?.();
        process.exit(1);
      }, options.timeoutMs);
      forced.unref();
      void (async () => {
        const margin = closeMargin(options.timeoutMs);
        const drainMs = Math.min(options.drainMs, Math.max(0, options.timeoutMs - margin));
        if (drainMs > 0) await sleep(drainMs);
        app.log.info('drain period over: winding down work and closing');
        await app.lifecycle.windDown(Math.max(Date.now(), deadline - margin));
        await app.close();
        await options.afterClose?.();
        app.log.info({ shutdown_ms: Date.now() - startedAt }, 'closed');
      })().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
