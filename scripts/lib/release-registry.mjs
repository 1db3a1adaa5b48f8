// The live-release registry: which release of each remote is live (`remotes`) and every release and
// live change so far (`history`), as deploy-state.mjs describes them. Two implementations:
//
// - PostgreSQL, when RELEASE_REGISTRY_URL is set (several hosts): one row holds both documents; an
//   update runs in a transaction that locks the row (SELECT … FOR UPDATE), so deploys and rollbacks
//   from any machine are serialized by the database, and NOTIFY tells every shell server at once.
//   Readers keep the state for at most READ_CACHE_MS and drop it on the notification.
// - Files under DEPLOY_DIR (remotes.json, history.json) behind the local deploy lock, when it is not
//   set: `npm start` on the embedded database runs everything on one machine, with no PostgreSQL.
//
// The registry is the platform's, not the API's: it may live in the API's PostgreSQL or another,
// and creates its own table. A shell server only reads: give it a role that may only SELECT the
// table (docs/OPERATIONS.md), never the API's DATABASE_URL.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { withDeployLock } from './deploy-lock.mjs';

export const REGISTRY_CHANNEL = 'frontend_release_registry';
const READ_CACHE_MS = 10_000;
const TABLE = 'frontend_release_registry';

/**
 * @typedef {{ remotes: Record<string, unknown>, history: Record<string, unknown> }} RegistryState
 * @typedef {{
 *   kind: 'postgres' | 'files',
 *   read(options?: { fresh?: boolean }): Promise<RegistryState>,
 *   update<T>(change: (state: RegistryState) => Promise<{ state: RegistryState, result: T }>): Promise<T>,
 *   close(): Promise<void>,
 * }} ReleaseRegistry
 */

async function readJson(file) {
  if (!existsSync(file)) return null;
  return JSON.parse(await readFile(file, 'utf8'));
}

async function writeJsonAtomically(file, value) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

/** @returns {ReleaseRegistry} */
export function fileRegistry(deployDir) {
  const remotesFile = path.join(deployDir, 'remotes.json');
  const historyFile = path.join(deployDir, 'history.json');
  const read = async () => {
    const document = await readJson(remotesFile);
    return {
      // A file from before routes were part of the contract (remote → URL) describes no routes: the
      // remotes are served from their builds until their next deploy.
      remotes:
        document && typeof document.remotes === 'object' && document.remotes !== null ? document.remotes : {},
      history: (await readJson(historyFile)) ?? {},
    };
  };
  return {
    kind: 'files',
    read,
    update(change) {
      return withDeployLock(deployDir, async () => {
        const { state, result } = await change(await read());
        // History first: a crash between the two leaves a release recorded but not live, never the reverse.
        await writeJsonAtomically(historyFile, state.history);
        await writeJsonAtomically(remotesFile, { remotes: state.remotes });
        return result;
      });
    },
    async close() {},
  };
}

/** @returns {ReleaseRegistry} */
export function postgresRegistry(connectionString) {
  let cached = null;
  let listener = null;
  let listening = null;

  const withClient = async (work) => {
    const client = new pg.Client({ connectionString, application_name: 'release-registry' });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const ensureTable = (client) =>
    client.query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (
         id smallint PRIMARY KEY CHECK (id = 1),
         remotes jsonb NOT NULL DEFAULT '{}',
         history jsonb NOT NULL DEFAULT '{}',
         version bigint NOT NULL DEFAULT 0,
         updated_at timestamptz NOT NULL DEFAULT now())`,
    );
  const selectState = async (client, lock) => {
    const { rows } = await client.query(
      `SELECT remotes, history FROM ${TABLE} WHERE id = 1${lock ? ' FOR UPDATE' : ''}`,
    );
    return rows[0] ? { remotes: rows[0].remotes, history: rows[0].history } : { remotes: {}, history: {} };
  };

  // One connection per reader process listens; a notification (or a lost connection) drops the cache.
  const listen = () => {
    listening ??= (async () => {
      const client = new pg.Client({ connectionString, application_name: 'release-registry-listener' });
      const forget = () => {
        cached = null;
        listener = null;
        listening = null;
      };
      client.on('notification', () => {
        cached = null;
      });
      client.on('error', forget);
      client.on('end', forget);
      await client.connect();
      await client.query(`LISTEN ${REGISTRY_CHANNEL}`);
      listener = client;
    })().catch((error) => {
      listening = null;
      throw error;
    });
    return listening;
  };

  return {
    kind: 'postgres',
    async read({ fresh = false } = {}) {
      if (fresh) return withClient((client) => selectState(client, false).catch(missingTable));
      // Listen before reading: a change committed after the read then always drops what was read.
      await listen().catch(() => undefined);
      if (cached && Date.now() - cached.at < READ_CACHE_MS) return cached.state;
      // Requests arriving together share one query; a notification meanwhile only drops the cache.
      const entry = {
        at: Date.now(),
        state: withClient((client) => selectState(client, false).catch(missingTable)),
      };
      cached = entry;
      entry.state.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.state;
    },
    async update(change) {
      return withClient(async (client) => {
        await ensureTableOnce(client);
        await client.query('BEGIN');
        try {
          await client.query(`INSERT INTO ${TABLE} (id) VALUES (1) ON CONFLICT (id) DO NOTHING`);
          const { state, result } = await change(await selectState(client, true));
          await client.query(
            `UPDATE ${TABLE} SET remotes = $1, history = $2, version = version + 1, updated_at = now()
             WHERE id = 1`,
            [JSON.stringify(state.remotes), JSON.stringify(state.history)],
          );
          await client.query(`NOTIFY ${REGISTRY_CHANNEL}`);
          await client.query('COMMIT');
          cached = null;
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
    },
    async close() {
      const client = listener;
      listener = null;
      listening = null;
      cached = null;
      await client?.end().catch(() => undefined);
    },
  };

  // Two first deploys at once both run CREATE TABLE IF NOT EXISTS, which can still collide in the
  // catalog: a transaction-scoped advisory lock makes them take turns.
  async function ensureTableOnce(client) {
    await client.query('BEGIN');
    try {
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('${TABLE}'))`);
      await ensureTable(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }
}

/** Before the first deploy the table does not exist: nothing is deployed yet. */
function missingTable(error) {
  if (error?.code === '42P01') return { remotes: {}, history: {} };
  throw error;
}

const registries = new Map();

/** The registry this environment names; one per process and location (readers share its cache). */
export function releaseRegistry(env, deployDir) {
  const key = env.RELEASE_REGISTRY_URL ? `pg:${env.RELEASE_REGISTRY_URL}` : `files:${deployDir}`;
  let registry = registries.get(key);
  if (!registry) {
    registry = env.RELEASE_REGISTRY_URL
      ? postgresRegistry(env.RELEASE_REGISTRY_URL)
      : fileRegistry(deployDir);
    registries.set(key, registry);
  }
  return registry;
}

/** Closes every registry's listening connection (a server's shutdown, a test's end). */
export async function closeReleaseRegistries() {
  const open = [...registries.values()];
  registries.clear();
  await Promise.all(open.map((registry) => registry.close()));
}
