import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startWorkerHeartbeat } from '../../features/queue/worker-heartbeat';

export type WorkerHeartbeatOptions = { runsWorkers: boolean };

/** Only processes that take jobs beat; API replicas with QUEUE_WORKER=off do not. */
export default fp<WorkerHeartbeatOptions>(
  async function workerHeartbeatPlugin(app: FastifyInstance, options) {
    if (!options.runsWorkers) return;
    const heartbeat = startWorkerHeartbeat(app.db, (error) =>
      app.log.warn({ err: error }, 'worker heartbeat failed'),
    );
    // Registered after the queue, so this runs before the queue stops and the database closes.
    app.addHook('onClose', async () => heartbeat.stop());
  },
  { name: 'worker-heartbeat', dependencies: ['database', 'queue'] },
);
