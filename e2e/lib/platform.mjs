// Starts the composed product for browser journeys on its own ports, so it never collides with
// `npm start`: slot 0 is shell 3100, remotes 3101–3103 and API 4100; slot n adds 10 × n, so two
// journeys run at once, each on its own platform (platform-lock.mjs). The apps are served from one
// separate build, `<app>/dist-e2e/`, whatever the slot: remotes load their chunks from their own
// origin ('auto' asset prefix), and the shell's server tells the browser where the API is
// (PUBLIC_API_URL, served in /remotes.json at run time).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, REMOTES, ROOT, SHELL, appDir, portEnvName } from '../../scripts/lib/apps.mjs';
import { apiIsPresent, startApi } from '../../scripts/lib/api-process.mjs';
import { buildApp, isBuilt } from '../../scripts/lib/build-app.mjs';
import { composeRemotesDocument, ensureShellServeDir } from '../../scripts/lib/deploy-state.mjs';
import { loadShellServer } from '../../scripts/lib/shell-server.mjs';
import { BUILD_STAMP, ensureApiBuild } from '../../api/scripts/build.mjs';
import { acquireAllSlots, acquireLock, acquirePlatformSlot } from './platform-lock.mjs';

const { PRERENDER_CACHE_MS, startRemoteServer, startShellServer } = await loadShellServer();

/** The ports of platform slot `slot`. */
export function e2ePorts(slot = 0) {
  const offset = 10 * slot;
  return {
    shell: 3100 + offset,
    'feed-app': 3101 + offset,
    'practice-app': 3102 + offset,
    'admin-app': 3103 + offset,
    api: 4100 + offset,
  };
}
export const E2E_DIST_DIR = 'dist-e2e';
export const ARTIFACTS_DIR = path.join(ROOT, 'e2e/artifacts');
const apiUrlOf = (ports) => `http://localhost:${ports.api}/v1`;

/** The environment the e2e build, servers and deploy scripts of slot `slot` share. */
export function e2eEnv(extra = {}, slot = 0) {
  const slotPorts = e2ePorts(slot);
  const ports = Object.fromEntries(
    Object.entries(slotPorts).map(([name, port]) => [portEnvName(name), String(port)]),
  );
  return { ...process.env, ...ports, PUBLIC_API_URL: apiUrlOf(slotPorts), DIST_DIR: E2E_DIST_DIR, ...extra };
}

/** Builds the e2e output of every app that has none (or all of them with `force`). */
export async function ensureE2eBuild({ force = process.env.E2E_REBUILD === '1' } = {}) {
  const toBuild = APPS.filter((app) => force || !isBuilt(app, E2E_DIST_DIR));
  if (toBuild.length === 0) return;
  // Other runs may be serving these files: rebuild only while no platform is up.
  const release = await acquireAllSlots();
  try {
    for (const app of toBuild) await buildApp(app, { distDir: E2E_DIST_DIR, env: e2eEnv(), quiet: true });
  } finally {
    release();
  }
}

const SEEDED_DATABASE = path.join(ARTIFACTS_DIR, 'pglite-seeded');
const SEEDED_DATABASE_BUILD = `${SEEDED_DATABASE}.build`;
const SEEDED_DATABASE_LOG = `${SEEDED_DATABASE}.log`;

/**
 * The API's environment in a journey: its slot's port, fresh data, no drain period, and sandbox
 * slots (host uids and state folder) of its own, apart from another platform's.
 */
function apiEnv(dataDir, slot) {
  const ports = e2ePorts(slot);
  return {
    PGLITE_DATA_DIR: dataDir,
    PUBLIC_API_URL: apiUrlOf(ports),
    PUBLIC_APP_URL: `http://localhost:${ports.shell}`,
    CORS_ORIGINS: Object.entries(ports)
      .filter(([name]) => name !== 'api')
      .flatMap(([, port]) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
      .join(','),
    SANDBOX_UID_BASE: String(61_100 + 10 * slot),
    SANDBOX_STATE_DIR: path.join(os.tmpdir(), `referralhub-e2e-sandbox-${slot}`),
    // Journeys sign in many times from one address.
    OTP_SENDS_PER_IP: '10000',
    RATE_LIMIT_MAX: '100000',
    // No balancer sits in front of this API: its stop need not serve on for a drain period.
    SHUTDOWN_DRAIN_MS: '0',
  };
}

/**
 * Copies a freshly migrated and seeded embedded database into `dataDir`. The copy is made once per
 * API build by the API's own start (migrations and seed), then reused by every run: seeding an empty
 * database is most of an API start (about 14 of 21 s on two busy cores). Called holding `slot`.
 */
async function copySeededDatabase(dataDir, slot) {
  const release = await acquireLock('seeded-database');
  try {
    await makeSeededDatabase(slot);
    cpSync(SEEDED_DATABASE, dataDir, { recursive: true });
  } finally {
    release();
  }
}

async function makeSeededDatabase(slot) {
  ensureApiBuild();
  const build = String(statSync(BUILD_STAMP).mtimeMs);
  const madeFor = existsSync(SEEDED_DATABASE_BUILD) ? readFileSync(SEEDED_DATABASE_BUILD, 'utf8') : '';
  if (madeFor !== build || !existsSync(SEEDED_DATABASE)) {
    rmSync(SEEDED_DATABASE_BUILD, { force: true });
    rmSync(SEEDED_DATABASE, { recursive: true, force: true });
    rmSync(SEEDED_DATABASE_LOG, { force: true });
    const seeding = await startApi({
      port: e2ePorts(slot).api,
      logFile: SEEDED_DATABASE_LOG,
      env: apiEnv(SEEDED_DATABASE, slot),
    });
    await seeding.stop();
    // Exit status 0 is a clean close: the database written out.
    const code = await seeding.exited;
    if (code !== 0)
      throw new Error(`The API seeding the journeys' database exited with ${code}: ${SEEDED_DATABASE_LOG}`);
    writeFileSync(SEEDED_DATABASE_BUILD, build);
  }
}

/** Runs one of the repository scripts (e.g. deploy-remote) against this platform; resolves with its output. */
function runScript(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${script} failed (${code}):\n${output}`)),
    );
  });
}

/**
 * @param {{ api?: boolean }} options  api: also start the API (when this checkout has one) with a
 *   fresh embedded database; journeys that only look at static screens can skip it.
 */
export async function startPlatform({ api = true } = {}) {
  await ensureE2eBuild();
  const { slot, release } = await acquirePlatformSlot();
  const ports = e2ePorts(slot);
  const runDir = path.join(ARTIFACTS_DIR, `run-${process.pid}`);
  const deployDir = path.join(runDir, 'deploy');
  const env = e2eEnv({ DEPLOY_DIR: deployDir }, slot);
  const servers = new Map();
  let apiProcess = null;

  const startRemote = async (remote) => {
    const releasesDir = path.join(deployDir, remote);
    mkdirSync(releasesDir, { recursive: true });
    servers.set(
      remote,
      await startRemoteServer({
        port: ports[remote],
        distDir: path.join(appDir(remote), E2E_DIST_DIR),
        releasesDir,
      }),
    );
  };
  const stopRemote = async (remote) => {
    await servers.get(remote)?.close();
    servers.delete(remote);
    // The shell's server keeps a remote's prerender.json for a few seconds; until then it would still
    // send the remote's markup, stylesheets and script preloads. A journey about a remote that is down
    // starts once the server knows it (docs/TEAM-CONTRACTS.md, "Markup before JavaScript").
    await new Promise((resolve) => setTimeout(resolve, PRERENDER_CACHE_MS + 500));
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.allSettled([...servers.values()].map((server) => server.close()));
    servers.clear();
    await apiProcess?.stop();
    if (process.env.E2E_KEEP_ARTIFACTS !== '1') rmSync(runDir, { recursive: true, force: true });
    release();
  };

  try {
    if (api && apiIsPresent()) {
      const dataDir = path.join(runDir, 'pglite');
      await copySeededDatabase(dataDir, slot);
      apiProcess = await startApi({
        port: ports.api,
        logFile: path.join(runDir, 'api.log'),
        env: apiEnv(dataDir, slot),
      });
    }
    for (const remote of REMOTES) await startRemote(remote);
    servers.set(
      SHELL,
      await startShellServer({
        port: ports.shell,
        distDir: await ensureShellServeDir(env),
        env,
        readRemotes: () => composeRemotesDocument({ env }),
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    /** This platform's ports (its slot's: e2ePorts). */
    ports,
    baseUrl: `http://localhost:${ports.shell}`,
    apiUrl: apiUrlOf(ports),
    hasApi: apiProcess !== null,
    env,
    deployDir,
    startRemote,
    stopRemote,
    /** `npm run deploy:remote -- <remote>` against this platform; `sourceDir` builds another working copy. */
    deployRemote: (remote, { sourceDir } = {}) =>
      runScript('deploy-remote.mjs', [remote, ...(sourceDir ? ['--source', sourceDir] : [])], env),
    rollbackRemote: (remote) => runScript('rollback-remote.mjs', [remote], env),
    /** `npm run deploy:shell` against this platform. */
    deployShell: ({ sourceDir } = {}) =>
      runScript('deploy-shell.mjs', sourceDir ? ['--source', sourceDir] : [], env),
    stop,
  };
}
