import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from './database';
import { acquireDataDirectoryLock } from './pglite-lock';

/** Opens the engine the configuration names: PostgreSQL when DATABASE_URL is set, else embedded PGlite. */
export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DB_POOL_MAX);
  const releaseLock = acquireDataDirectoryLock(config.PGLITE_DATA_DIR);
  try {
    const client = await PGlite.create(config.PGLITE_DATA_DIR);
    const handle = await openPglite(client, true);
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
