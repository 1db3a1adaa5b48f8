import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Waits before listening again after the connection was lost: doubling from the first, up to the last. */
export const RELISTEN_DELAYS_MS = { first: 250, most: 10_000 };

/**
 * pg-boss 10 workers poll, and idle evaluation slots recheck on a timer: work sent in between waits up to
 * that interval. A NOTIFY on send and a LISTEN in every process that runs workers wake the idle ones at
 * once, across processes. The timer stays as the fallback, so a lost listener connection only costs
 * latency, and only until the listener is back: a database restart or fail-over, or a connection cut
 * by a proxy, ends the LISTEN session, so the listener connects and listens again, with growing pauses
 * while the database stays away. Notifications sent while it was away are lost; the timer finds that work.
 */
export async function listenForJobWakeUps(
  connectionString: string,
  channel: string,
  onJobSent: (name: string) => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let listener: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = RELISTEN_DELAYS_MS.first;
  let listenedOnce = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString, application_name: `wake-ups:${channel}` });
    listener = client;
    let lost = false;
    const relisten = (error?: Error) => {
      if (lost || stopped) return;
      lost = true;
      log.warn(
        { err: error, retryInMs: delayMs },
        'job wake-up listener lost; workers poll until it is back',
      );
      void client.end().catch(() => undefined);
      retry = setTimeout(() => {
        retry = undefined;
        listen().catch(() => undefined);
      }, delayMs);
      retry.unref();
      delayMs = Math.min(delayMs * 2, RELISTEN_DELAYS_MS.most);
    };
    client.on('error', relisten);
    client.on('end', () => relisten());
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onJobSent(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // The first LISTEN must work: a process that cannot reach its database at start should not start.
      if (!listenedOnce) stopped = true;
      relisten(error as Error);
      throw error;
    }
    listenedOnce = true;
    if (stopped) return;
    if (delayMs !== RELISTEN_DELAYS_MS.first) log.info({ channel }, 'job wake-up listener is back');
    delayMs = RELISTEN_DELAYS_MS.first;
  }

  await listen();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await listener?.end().catch(() => undefined);
  };
}
