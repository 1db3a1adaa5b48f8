import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * pg-boss 10 workers poll, and idle evaluation slots recheck on a timer: work sent in between waits up to
 * that interval. A NOTIFY on send and a LISTEN in every process that runs workers wake the idle ones at
 * once, across processes. The timer stays as the fallback, so a lost listener connection only costs latency.
 */
export async function listenForJobWakeUps(
  connectionString: string,
  channel: string,
  onJobSent: (name: string) => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const listener = new pg.Client({ connectionString });
  listener.on('error', (error) =>
    log.warn({ err: error }, 'job wake-up listener lost; workers fall back to polling'),
  );
  listener.on('notification', (message) => {
    if (message.channel === channel && message.payload) onJobSent(message.payload);
  });
  await listener.connect();
  await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  return async () => {
    await listener.end().catch(() => undefined);
  };
}
