import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { listenForJobWakeUps } from '../queue/job-wake-ups';

/** The PostgreSQL channel on which "a submission in this language may now be taken" is announced. */
export const EVALUATION_WAITING_CHANNEL = 'evaluation_waiting';

/**
 * Tells idle evaluation slots that a submission may now be claimed, so they look at once instead of at
 * their next recheck. Only a hint: the submissions table is the queue, and a lost wake-up costs at most
 * one recheck interval, never the submission.
 */
export interface EvaluationWakeUps {
  /** A submission in `language` waits (sent, handed back, or its author's previous one ended). */
  announce(language: string): Promise<void>;
  /** Calls `onWaiting` with each announced language, from any process; resolves to the way to stop. */
  listen(onWaiting: (language: string) => void): Promise<() => Promise<void>>;
}

/**
 * On PostgreSQL a NOTIFY reaches the workers of every process (API replicas announce, workers LISTEN);
 * embedded PGlite belongs to one process, whose slots hear an in-process emitter.
 */
export function createEvaluationWakeUps(
  database: Pick<DatabaseHandle, 'db' | 'connectionString'>,
  log: FastifyBaseLogger,
): EvaluationWakeUps {
  const { connectionString, db } = database;
  if (!connectionString) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    return {
      async announce(language) {
        emitter.emit(EVALUATION_WAITING_CHANNEL, language);
      },
      async listen(onWaiting) {
        emitter.on(EVALUATION_WAITING_CHANNEL, onWaiting);
        return async () => {
          emitter.off(EVALUATION_WAITING_CHANNEL, onWaiting);
        };
      },
    };
  }
  return {
    async announce(language) {
      await db.execute(sql`SELECT pg_notify(${EVALUATION_WAITING_CHANNEL}, ${language})`);
    },
    listen: (onWaiting) => listenForJobWakeUps(connectionString, EVALUATION_WAITING_CHANNEL, onWaiting, log),
  };
}
