import { buildApp } from './app';
import { loadConfig } from './config';
import { underStartupLock } from './db/migrate';
import { seedDatabase } from './db/seed';

const config = loadConfig();
const app = await buildApp({
  config,
  migrate: true,
  logger: { level: config.LOG_LEVEL, redact: ['req.headers.cookie'] },
});
// Replicas starting together must not both find the database empty and both fill it.
const summary = await underStartupLock(app.database, () => seedDatabase(app.db, config));
if (summary.openings + summary.accounts > 0) app.log.info(summary, 'seeded the empty database');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      });
  });
}

await app.listen({ host: config.API_HOST, port: config.API_PORT });
