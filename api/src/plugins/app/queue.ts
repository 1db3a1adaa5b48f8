import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInProcessQueue } from '../../features/queue/in-process-queue';
import { createPgBossQueue } from '../../features/queue/pg-boss-queue';

export type QueuePluginOptions = { pgBossSchema?: string; runWorkers?: boolean };

/**
 * pg-boss when the engine is a PostgreSQL server; the in-process queue on embedded PGlite (see README).
 * Handlers (job alerts, referral mail) are registered with app.queue.work by the features that own the
 * jobs. Evaluations do not go through it: the submissions table is their queue (evaluation-worker).
 */
export default fp<QueuePluginOptions>(
  async function queuePlugin(app: FastifyInstance, options) {
    const runWorkers = options.runWorkers ?? app.config.QUEUE_WORKER === 'in-process';
    const { connectionString } = app.database;
    const queue = connectionString
      ? await createPgBossQueue(
          connectionString,
          app.log,
          runWorkers,
          options.pgBossSchema,
          app.config.QUEUE_POOL_MAX,
        )
      : createInProcessQueue(app.log, runWorkers);
    app.decorate('queue', queue);
    // On shutdown the job handlers take nothing new; running ones end before the queue stops on close.
    app.lifecycle.onShutdown(() => queue.stopTaking());
    // Registered now, so it runs before the database closes (onClose hooks run in reverse order).
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'queue', dependencies: ['database', 'lifecycle'] },
);
