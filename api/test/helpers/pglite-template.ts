import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../src/db/database';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate';

/**
 * A fresh in-memory PGlite with every migration applied. Creating a cluster costs ~3 s; loading a
 * dump of an already migrated one costs under 1 s, so the dump is cached per migration set.
 */
export async function migratedPglite(): Promise<PGlite> {
  const migrationFiles = readdirSync(MIGRATIONS_FOLDER, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.sql') || file.endsWith('.json'))
    .sort();
  const hash = createHash('sha256');
  for (const file of migrationFiles) hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  const cachePath = join(tmpdir(), `api-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);

  if (existsSync(cachePath)) {
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(cachePath)]) });
    await client.waitReady;
    return client;
  }
  const client = new PGlite();
  await runMigrations(await openPglite(client, false));
  const dump = await client.dumpDataDir('none');
  const partial = `${cachePath}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cachePath);
  return client;
}
