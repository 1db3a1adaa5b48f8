import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseHandle } from './database';

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** One number every process of this application agrees on ("referral" in ASCII), for pg_advisory_lock. */
export const STARTUP_LOCK_KEY = 0x726566657272616cn.toString();

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await underStartupLock(handle, async () => {
    if (handle.engine === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    } else {
      await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    }
  });
}

/**
 * Runs start-up work (migrations, filling an empty database) in one process at a time. Replicas starting
 * together on an empty database would otherwise race on CREATE SCHEMA "drizzle", on each migration and on
 * the seed's "is it empty?" check; with the lock one does the work while the others wait, then find
 * nothing left to do. The lock is held by its own session, so the pool's connections stay free for the
 * work itself. PGlite belongs to one process already.
 */
export async function underStartupLock<Result>(
  handle: DatabaseHandle,
  work: () => Promise<Result>,
): Promise<Result> {
  if (handle.engine === 'pglite') return work();
  if (!handle.connectionString) throw new Error('a PostgreSQL handle without its connection string');
  const lockSession = new pg.Client({ connectionString: handle.connectionString });
  await lockSession.connect();
  try {
    await lockSession.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock even when the unlock itself could not be sent.
    await lockSession
      .query('SELECT pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY])
      .catch(() => undefined);
    await lockSession.end().catch(() => undefined);
  }
}
