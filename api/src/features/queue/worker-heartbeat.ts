import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { workerHeartbeats } from '../../db/schema/operations';

export const HEARTBEAT_INTERVAL_MS = 10_000;
/** Three missed beats: a worker quieter than this is reported as gone. */
export const WORKER_SEEN_WINDOW_SECONDS = 30;

/** What a worker can run now, published with each beat: the API routes and accepts by it. */
export type WorkerCapabilities = { languages: string[]; analyzers: string[] };

/** What /health shows; the host and pid stay in the table for the operator (not on a public route). */
export type SeenWorker = { worker_id: string; seen_at: string; languages: string[]; analyzers: string[] };

const seenRecently = gt(
  workerHeartbeats.seenAt,
  sql`now() - make_interval(secs => ${WORKER_SEEN_WINDOW_SECONDS})`,
);

/**
 * A process that takes jobs writes a row and touches it on a timer, with what it can run, so any
 * replica can tell whether (and in which languages) evaluations will be picked up. Rows of workers
 * gone for a day are swept by the next beat.
 */
export function startWorkerHeartbeat(
  db: Database,
  capabilities: () => Promise<WorkerCapabilities>,
  onError: (error: unknown) => void,
) {
  const workerId = randomUUID();
  let stopped = false;
  const beat = async () => {
    const { languages, analyzers } = await capabilities();
    if (stopped) return;
    await db
      .insert(workerHeartbeats)
      .values({ workerId, hostname: hostname(), pid: process.pid, languages, analyzers })
      .onConflictDoUpdate({
        target: workerHeartbeats.workerId,
        set: { seenAt: sql`now()`, languages, analyzers },
      });
    await db.delete(workerHeartbeats).where(lt(workerHeartbeats.seenAt, sql`now() - interval '1 day'`));
  };
  let running = beat().catch(onError);
  const timer = setInterval(() => {
    running = beat().catch(onError);
  }, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  let stopping: Promise<void> | undefined;
  return {
    workerId,
    /** Idempotent: a shutting-down worker calls it first (it takes no new work), the close hook again. */
    stop() {
      stopping ??= (async () => {
        stopped = true;
        clearInterval(timer);
        await running;
        // A worker that shuts down says so at once; one killed drops out after the window.
        await db.delete(workerHeartbeats).where(eq(workerHeartbeats.workerId, workerId)).catch(onError);
      })();
      return stopping;
    },
  };
}

export async function recentlySeenWorkers(db: Database): Promise<SeenWorker[]> {
  return db
    .select({
      worker_id: workerHeartbeats.workerId,
      seen_at: sql<string>`to_char(${workerHeartbeats.seenAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      languages: workerHeartbeats.languages,
      analyzers: workerHeartbeats.analyzers,
    })
    .from(workerHeartbeats)
    .where(seenRecently)
    .orderBy(workerHeartbeats.workerId);
}

/** The languages some live worker can evaluate now. */
export async function liveWorkerLanguages(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ language: sql<string>`DISTINCT unnest(${workerHeartbeats.languages})` })
    .from(workerHeartbeats)
    .where(seenRecently);
  return new Set(rows.map((row) => row.language));
}
