import { buildApp } from './app';
import { loadConfig } from './config';

/**
 * A separate worker process for background jobs. It builds the same app (so every feature registers its
 * job handlers with app.queue.work) but serves no HTTP. Needs PostgreSQL: PGlite's data directory
 * belongs to one process, whose in-process queue already runs the jobs.
 */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error(
    'The worker needs DATABASE_URL (PostgreSQL). With the embedded database, jobs run inside `npm start`.',
  );
  process.exit(1);
}
const app = await buildApp({ config, logger: { level: config.LOG_LEVEL }, queue: { runWorkers: true } });
await app.ready();
app.log.info('worker started: taking jobs from pg-boss');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
