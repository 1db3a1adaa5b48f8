import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobHandler, JobQueue } from './job-queue';

/** pg-boss on the same PostgreSQL database: workers may run here or in `npm run worker -w api` processes. */
export async function createPgBossQueue(
  connectionString: string,
  log: FastifyBaseLogger,
  runWorkers: boolean,
  schema = 'pgboss',
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, schema, max: 4 });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  await boss.start();
  const queues = new Map<string, Promise<void>>();

  // pg-boss 10 requires a queue to exist before jobs are sent to it or taken from it. One creation per
  // name and process: parallel createQueue calls for one name deadlock each other.
  function ensureQueue(name: string): Promise<void> {
    let created = queues.get(name);
    if (!created) {
      created = boss.createQueue(name, { name, retryLimit: 2, retryDelay: 5, retryBackoff: true });
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  }

  return {
    kind: 'pg-boss',
    async send(name, data) {
      await ensureQueue(name);
      const id = await boss.send(name, data);
      if (!id) throw new Error(`pg-boss refused a job for ${name}`);
      return id;
    },
    async work(name, handler) {
      if (!runWorkers) return;
      await ensureQueue(name);
      await boss.work<object>(name, async (jobs) => {
        for (const job of jobs) await (handler as JobHandler<object>)(job.data);
      });
    },
    async schedule(name, timetable) {
      if (!runWorkers) return;
      await ensureQueue(name);
      await boss.schedule(name, timetable.cron, {}, { tz: 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
