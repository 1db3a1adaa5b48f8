import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { workerHeartbeats } from '../../db/schema/operations';

export const HEARTBEAT_INTERVAL_MS = 10_000;
/** Three missed beats: a worker quieter than this is reported as gone. */
export const WORKER_SEEN_WINDOW_SECONDS = 30;

/** What /health shows; the host and pid stay in the table for the operator (not on a public route). */
export type SeenWorker = { worker_id: string; seen_at: string };

/**
 * A process that takes jobs writes a row and touches it on a timer, so any replica's /health can tell
 * whether evaluations will be picked up. Rows of workers gone for a day are swept by the next beat.
 */
export function startWorkerHeartbeat(db: Database, onError: (error: unknown) => void) {
  const workerId = randomUUID();
  const beat = async () => {
    await db
      .insert(workerHeartbeats)
      .values({ workerId, hostname: hostname(), pid: process.pid })
      .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { seenAt: sql`now()` } });
    await db.delete(workerHeartbeats).where(lt(workerHeartbeats.seenAt, sql`now() - interval '1 day'`));
  };
  let running = beat().catch(onError);
  const timer = setInterval(() => {
    running = beat().catch(onError);
  }, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return {
    workerId,
    async stop() {
      clearInterval(timer);
      await running;
      // A worker that shuts down cleanly says so at once; one killed drops out after the window.
      await db.delete(workerHeartbeats).where(eq(workerHeartbeats.workerId, workerId)).catch(onError);
    },
  };
}

export async function recentlySeenWorkers(db: Database): Promise<SeenWorker[]> {
  return db
    .select({
      worker_id: workerHeartbeats.workerId,
      seen_at: sql<string>`to_char(${workerHeartbeats.seenAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(workerHeartbeats)
    .where(gt(workerHeartbeats.seenAt, sql`now() - make_interval(secs => ${WORKER_SEEN_WINDOW_SECONDS})`))
    .orderBy(workerHeartbeats.workerId);
}
