import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobHandler, JobQueue } from './job-queue';
import { listenForJobWakeUps } from './job-wake-ups';

const POLLING_INTERVAL_SECONDS = 1;

/** pg-boss on the same PostgreSQL database: workers may run here or in `npm run worker -w api` processes. */
export async function createPgBossQueue(
  connectionString: string,
  log: FastifyBaseLogger,
  runWorkers: boolean,
  schema = 'pgboss',
  poolSize = 4,
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, schema, max: poolSize });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  await boss.start();
  const queues = new Map<string, Promise<void>>();
  const workerIds = new Map<string, string[]>();
  const wakeUpChannel = `${schema}_job_sent`;
  const endListener = runWorkers
    ? await listenForJobWakeUps(
        connectionString,
        wakeUpChannel,
        (name) => {
          for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
        },
        log,
      )
    : undefined;
  // Called by stopTaking and again by stop: the listener's connection is ended once.
  let listenerEnded: Promise<void> | undefined;
  const stopListening = () => (listenerEnded ??= endListener?.() ?? Promise.resolve());

  // Processes starting together create the same queues (a partition each) at once; PostgreSQL may
  // pick one of them as a deadlock victim. The creation is idempotent: try again after a short pause.
  async function createQueueRetrying(name: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, { name, retryLimit: 2, retryDelay: 5, retryBackoff: true });
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        log.warn({ err: error, queue: name, attempt }, 'creating the queue failed; trying again');
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
      }
    }
  }

  // pg-boss 10 requires a queue to exist before jobs are sent to it or taken from it. One creation per
  // name and process: parallel createQueue calls for one name deadlock each other.
  function ensureQueue(name: string): Promise<void> {
    let created = queues.get(name);
    if (!created) {
      created = createQueueRetrying(name);
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
      await boss
        .getDb()
        .executeSql('SELECT pg_notify($1, $2)', [wakeUpChannel, name])
        .catch((error: unknown) => log.warn({ err: error }, 'job wake-up not sent; a worker will poll'));
      return id;
    },
    async work(name, handler, options = {}) {
      if (!runWorkers) return;
      await ensureQueue(name);
      // pg-boss 10 runs one fetch-and-handle loop per work() call: one loop per job this process may
      // run at once, each taking a single job, so an idle loop never waits behind a busy one's batch.
      const ids = workerIds.get(name) ?? [];
      workerIds.set(name, ids);
      for (let loop = 0; loop < Math.max(1, options.concurrency ?? 1); loop++) {
        const id = await boss.work<object>(
          name,
          { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
          async (jobs) => {
            for (const job of jobs) await (handler as JobHandler<object>)(job.data);
          },
        );
        ids.push(id);
      }
    },
    async depth() {
      const queues = await boss.getQueues();
      const sizes = await Promise.all(queues.map((queue) => boss.getQueueSize(queue.name)));
      return sizes.reduce((sum, size) => sum + size, 0);
    },
    async schedule(name, timetable) {
      if (!runWorkers) return;
      await ensureQueue(name);
      await boss.schedule(name, timetable.cron, {}, { tz: 'UTC' });
    },
    async stopTaking() {
      await stopListening();
      await Promise.all([...workerIds.keys()].map((name) => boss.offWork(name)));
    },
    async stop() {
      await stopListening();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
