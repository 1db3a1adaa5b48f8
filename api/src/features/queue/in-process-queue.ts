import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobQueue } from './job-queue';

type PendingJob = { id: string; name: string; data: object; attempt: number };

const MAX_ATTEMPTS = 3;
const CONCURRENCY = 2;

/**
 * The embedded engine's queue: PGlite has no connection pg-boss could use, and only one process may open
 * its data directory anyway, so jobs run in this process. Jobs sent before their handler is registered
 * wait for it. Pending jobs live in memory; the practice work that uses the queue keeps its own status in
 * the database, so an interrupted job can be found and sent again.
 */
export function createInProcessQueue(log: FastifyBaseLogger, runWorkers: boolean): JobQueue {
  const handlers = new Map<string, JobHandler<object>>();
  const pending: PendingJob[] = [];
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  function pump() {
    while (!stopped && running.size < CONCURRENCY) {
      const index = pending.findIndex((job) => handlers.has(job.name));
      if (index < 0) return;
      const [job] = pending.splice(index, 1);
      if (!job) return;
      const run = execute(job).finally(() => {
        running.delete(run);
        pump();
      });
      running.add(run);
    }
  }

  async function execute(job: PendingJob) {
    const handler = handlers.get(job.name);
    if (!handler) return;
    try {
      await handler(job.data);
    } catch (error) {
      if (job.attempt + 1 < MAX_ATTEMPTS) {
        pending.push({ ...job, attempt: job.attempt + 1 });
      } else {
        log.error({ err: error, job: job.name, id: job.id }, 'background job failed');
      }
    }
  }

  return {
    kind: 'in-process',
    async send(name, data) {
      const id = randomUUID();
      pending.push({ id, name, data, attempt: 0 });
      setImmediate(pump);
      return id;
    },
    async work(name, handler) {
      if (!runWorkers) return;
      handlers.set(name, handler as JobHandler<object>);
      setImmediate(pump);
    },
    async schedule(name, timetable) {
      if (!runWorkers) return;
      const timer = setInterval(() => {
        pending.push({ id: randomUUID(), name, data: {}, attempt: 0 });
        pump();
      }, timetable.everyMs);
      // The timer alone must not keep the process (or a test run) alive.
      timer.unref();
      timers.add(timer);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
