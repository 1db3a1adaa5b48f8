import { sql } from 'drizzle-orm';
import { buildWorkerApp } from './app';
import { loadConfig } from './config';
import { startWorkerProbes } from './features/operations/worker-probes';
import { closeGracefullyOnSignals } from './lib/graceful-shutdown';
import { stdoutLogDestination } from './lib/log-destination';
import { ensureProductionSandbox, SandboxPrerequisiteError } from './lib/production-sandbox';
import { startTracing } from './lib/tracing';

/**
 * A separate worker process for background jobs. It builds the worker app (buildWorkerApp: the database,
 * the queue and the background-service plugins, which register their job handlers with app.queue.work,
 * without any route) and serves no API: only its probes, on WORKER_HEALTH_PORT. Needs
 * PostgreSQL: PGlite's data directory belongs to one process, whose in-process queue already runs the jobs.
 */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error(
    'The worker needs DATABASE_URL (PostgreSQL). With the embedded database, jobs run inside `npm start`.',
  );
  process.exit(1);
}
const tracing = startTracing('referralhub-worker');
const app = await buildWorkerApp({
  config,
  logger: { level: config.LOG_LEVEL, stream: stdoutLogDestination() },
});
if (tracing) app.addHook('onClose', () => tracing.shutdown());
if (config.isProduction) {
  await ensureProductionSandbox(app.log).catch(async (error: unknown) => {
    if (!(error instanceof SandboxPrerequisiteError)) throw error;
    app.log.fatal(error.message);
    await app.close();
    process.exit(1);
  });
}
await app.ready();
const probes = await startWorkerProbes(
  {
    accepting: () => !app.lifecycle.draining,
    dependencies: async () => {
      await app.db.execute(sql`SELECT 1`);
    },
    metrics: async () => ({
      contentType: app.metrics.registry.contentType,
      body: await app.metrics.registry.metrics(),
    }),
  },
  config.API_HOST,
  config.WORKER_HEALTH_PORT,
);
app.log.info(
  { health_port: probes.port },
  'worker started: evaluating submissions, taking jobs from pg-boss',
);

// No balancer sends a worker requests: it winds down at once (drain 0).
closeGracefullyOnSignals(app, {
  drainMs: 0,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  afterClose: probes.close,
});
