import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInProcessQueue } from '../../features/queue/in-process-queue';
import { createPgBossQueue } from '../../features/queue/pg-boss-queue';

export type QueuePluginOptions = { pgBossSchema?: string; runWorkers?: boolean };

/**
 * pg-boss when the engine is a PostgreSQL server; the in-process queue on embedded PGlite (see README).
 * Handlers are registered with app.queue.work by the features that own the jobs.
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
    // Registered now, so it runs before the database closes (onClose hooks run in reverse order).
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'queue', dependencies: ['database'] },
);
