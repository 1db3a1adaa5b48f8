import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/** Both engines speak the same dialect; code is written against what they share. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** The PostgreSQL connection string when the engine is a server (pg-boss needs one). */
  connectionString?: string;
  close: () => Promise<void>;
};

export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, options: '-c TimeZone=UTC' });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  return {
    db: drizzleNodePg({ client: pool }) as unknown as Database,
    engine: 'postgres',
    connectionString,
    close: () => pool.end(),
  };
}

export async function openPglite(client: PGlite, ownsClient: boolean): Promise<DatabaseHandle> {
  await client.exec(`SET TIME ZONE 'UTC'`);
  return {
    db: drizzlePglite({ client }) as unknown as Database,
    engine: 'pglite',
    close: async () => {
      if (ownsClient && !client.closed) await client.close();
    },
  };
}

/** Runs raw SQL on either engine and returns its rows. */
export async function queryRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
