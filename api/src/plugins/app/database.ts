import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openPglite, type DatabaseHandle } from '../../db/database';
import { runMigrations } from '../../db/migrate';
import { openConfiguredDatabase } from '../../db/open-database';

export type DatabasePluginOptions = {
  /** A PGlite instance the caller owns (tests pass an in-memory one). */
  pglite?: PGlite;
  /** An already opened database the caller owns. */
  database?: DatabaseHandle;
  migrate?: boolean;
};

export default fp<DatabasePluginOptions>(
  async function databasePlugin(app: FastifyInstance, options) {
    const handle = options.database
      ? { ...options.database, close: async () => undefined }
      : options.pglite
        ? await openPglite(options.pglite, false)
        : await openConfiguredDatabase(app.config);
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => handle.close());
    if (options.migrate) await runMigrations(handle);
  },
  { name: 'database' },
);
