import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { evaluatorStatus } from '../../evaluator/evaluator-status';
import { startWorkerHeartbeat, type WorkerCapabilities } from '../../features/queue/worker-heartbeat';

export type WorkerHeartbeatOptions = { runsWorkers: boolean };

/** What this machine can evaluate now: its sandbox, seccomp filter and each toolchain, checked per beat. */
async function localCapabilities(): Promise<WorkerCapabilities> {
  const status = await evaluatorStatus();
  const available = (report: Record<string, { available: boolean }>) =>
    Object.entries(report)
      .filter(([, availability]) => availability.available)
      .map(([language]) => language);
  return { languages: available(status.languages), analyzers: available(status.analyzers) };
}

/** Only processes that take jobs beat; API replicas with QUEUE_WORKER=off do not. */
export default fp<WorkerHeartbeatOptions>(
  async function workerHeartbeatPlugin(app: FastifyInstance, options) {
    if (!options.runsWorkers) return;
    // A separate worker claims the languages it could run as it started (plugins/app/evaluation-worker):
    // it never lists another one, even if its toolchain appears later.
    const takenAtStart =
      app.queue.kind === 'pg-boss' ? new Set((await localCapabilities()).languages) : undefined;
    const capabilities = async () => {
      const current = await localCapabilities();
      if (!takenAtStart) return current;
      return { ...current, languages: current.languages.filter((language) => takenAtStart.has(language)) };
    };
    const heartbeat = startWorkerHeartbeat(app.db, capabilities, (error) =>
      app.log.warn({ err: error }, 'worker heartbeat failed'),
    );
    // A worker that is shutting down is no candidate for new submissions from the signal on.
    app.lifecycle.onShutdown(async () => heartbeat.stop());
    // Registered after the queue, so this runs before the queue stops and the database closes.
    app.addHook('onClose', async () => heartbeat.stop());
  },
  { name: 'worker-heartbeat', dependencies: ['database', 'queue', 'lifecycle'] },
);
