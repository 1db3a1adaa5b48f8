import { buildApp } from './app';
import { loadConfig } from './config';
import { underStartupLock } from './db/migrate';
import { seedDatabase } from './db/seed';
import { closeGracefullyOnSignals } from './lib/graceful-shutdown';
import { stdoutLogDestination } from './lib/log-destination';
import { ensureProductionSandbox, SandboxPrerequisiteError } from './lib/production-sandbox';
import { startTracing } from './lib/tracing';

const config = loadConfig();
// Before the app is built: its tracing plugin adds its hooks only when tracing is on.
const tracing = startTracing('referralhub-api');
const app = await buildApp({
  config,
  migrate: true,
  logger: { level: config.LOG_LEVEL, redact: ['req.headers.cookie'], stream: stdoutLogDestination() },
});
if (tracing) app.addHook('onClose', () => tracing.shutdown());
if (config.isProduction) {
  // Runs on the samples are judged in this process's sandbox: without it, refuse rather than fail each run.
  await ensureProductionSandbox(app.log).catch(async (error: unknown) => {
    if (!(error instanceof SandboxPrerequisiteError)) throw error;
    app.log.fatal(error.message);
    await app.close();
    process.exit(1);
  });
}
// Replicas starting together must not both find the database empty and both fill it.
const summary = await underStartupLock(app.database, () => seedDatabase(app.db, config));
if (summary.openings + summary.accounts > 0) app.log.info(summary, 'seeded the empty database');

closeGracefullyOnSignals(app, { drainMs: config.SHUTDOWN_DRAIN_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });

await app.listen({ host: config.API_HOST, port: config.API_PORT });
