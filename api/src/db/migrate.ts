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
export const MIGRATION_LOCK_KEY = 0x726566657272616cn.toString();

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!handle.connectionString) throw new Error('a PostgreSQL handle without its connection string');
  // Replicas starting together on an empty database would race on CREATE SCHEMA "drizzle" and on each
  // migration; the advisory lock lets one migrate while the others wait, then find nothing left to do.
  // It is held by its own session, so the pool's connections stay free for the migration itself.
  const lockSession = new pg.Client({ connectionString: handle.connectionString });
  await lockSession.connect();
  try {
    await lockSession.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    // Ending the session releases the lock even when the unlock itself could not be sent.
    await lockSession
      .query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await lockSession.end().catch(() => undefined);
  }
}
