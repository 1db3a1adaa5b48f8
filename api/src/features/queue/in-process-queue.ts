import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobQueue } from './job-queue';

type PendingJob = { id: string; name: string; data: object; attempt: number };
type Registration = { handler: JobHandler<object>; concurrency: number };

const MAX_ATTEMPTS = 3;

/**
 * The embedded engine's queue: PGlite has no connection pg-boss could use, and only one process may open
 * its data directory anyway, so jobs run in this process. Jobs sent before their handler is registered
 * wait for it. Pending jobs live in memory; the practice work that uses the queue keeps its own status in
 * the database, so an interrupted job can be found and sent again.
 */
export function createInProcessQueue(log: FastifyBaseLogger, runWorkers: boolean): JobQueue {
  const handlers = new Map<string, Registration>();
  const pending: PendingJob[] = [];
  const running = new Set<Promise<void>>();
  const runningByName = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const hasRoom = (job: PendingJob) => {
    const registration = handlers.get(job.name);
    return registration !== undefined && (runningByName.get(job.name) ?? 0) < registration.concurrency;
  };

  function pump() {
    while (!stopped) {
      const index = pending.findIndex(hasRoom);
      if (index < 0) return;
      const [job] = pending.splice(index, 1);
      if (!job) return;
      runningByName.set(job.name, (runningByName.get(job.name) ?? 0) + 1);
      const run = execute(job).finally(() => {
        running.delete(run);
        runningByName.set(job.name, (runningByName.get(job.name) ?? 1) - 1);
        pump();
      });
      running.add(run);
    }
  }

  async function execute(job: PendingJob) {
    const handler = handlers.get(job.name)?.handler;
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
    async work(name, handler, options = {}) {
      if (!runWorkers) return;
      handlers.set(name, {
        handler: handler as JobHandler<object>,
        concurrency: Math.max(1, options.concurrency ?? 1),
      });
      setImmediate(pump);
    },
    async depth() {
      return pending.length;
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
    async stopTaking() {
      stopped = true;
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
