// Starts the composed product for browser journeys on its own ports (shell 3100, remotes
// 3101–3103, API 4100), so it never collides with `npm start`. The apps are served from a
// separate build, `<app>/dist-e2e/`; the shell's server tells the browser the API is on port 4100
// (PUBLIC_API_URL, served in /remotes.json at run time).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, REMOTES, ROOT, SHELL, appDir, portEnvName } from '../../scripts/lib/apps.mjs';
import { apiIsPresent, startApi } from '../../scripts/lib/api-process.mjs';
import { buildApp, isBuilt } from '../../scripts/lib/build-app.mjs';
import { composeRemotesDocument, ensureShellServeDir } from '../../scripts/lib/deploy-state.mjs';
import { loadShellServer } from '../../scripts/lib/shell-server.mjs';
import { BUILD_STAMP, ensureApiBuild } from '../../api/scripts/build.mjs';
import { acquirePlatformLock } from './platform-lock.mjs';

const { PRERENDER_CACHE_MS, startRemoteServer, startShellServer } = await loadShellServer();

export const E2E_PORTS = {
  shell: 3100,
  'feed-app': 3101,
  'practice-app': 3102,
  'admin-app': 3103,
  api: 4100,
};
export const E2E_DIST_DIR = 'dist-e2e';
export const E2E_API_URL = `http://localhost:${E2E_PORTS.api}/v1`;
export const ARTIFACTS_DIR = path.join(ROOT, 'e2e/artifacts');

/** The environment the e2e build, servers and deploy scripts share. */
export function e2eEnv(extra = {}) {
  const ports = Object.fromEntries(
    Object.entries(E2E_PORTS).map(([name, port]) => [portEnvName(name), String(port)]),
  );
  return { ...process.env, ...ports, PUBLIC_API_URL: E2E_API_URL, DIST_DIR: E2E_DIST_DIR, ...extra };
}

/** Builds the e2e output of every app that has none (or all of them with `force`). */
export async function ensureE2eBuild({ force = process.env.E2E_REBUILD === '1' } = {}) {
  // Another run may be serving these files: rebuild only while holding the platform.
  const release = await acquirePlatformLock();
  try {
    for (const app of APPS) {
      if (!force && isBuilt(app, E2E_DIST_DIR)) continue;
      await buildApp(app, { distDir: E2E_DIST_DIR, env: e2eEnv(), quiet: true });
    }
  } finally {
    release();
  }
}

const SEEDED_DATABASE = path.join(ARTIFACTS_DIR, 'pglite-seeded');
const SEEDED_DATABASE_BUILD = `${SEEDED_DATABASE}.build`;
const SEEDED_DATABASE_LOG = `${SEEDED_DATABASE}.log`;

/** The API's environment in a journey: its own port, fresh data, no drain period. */
function apiEnv(dataDir) {
  return {
    PGLITE_DATA_DIR: dataDir,
    PUBLIC_API_URL: E2E_API_URL,
    PUBLIC_APP_URL: `http://localhost:${E2E_PORTS.shell}`,
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
 * database is most of an API start (about 14 of 21 s on two busy cores). Called holding the platform.
 */
async function copySeededDatabase(dataDir) {
  ensureApiBuild();
  const build = String(statSync(BUILD_STAMP).mtimeMs);
  const madeFor = existsSync(SEEDED_DATABASE_BUILD) ? readFileSync(SEEDED_DATABASE_BUILD, 'utf8') : '';
  if (madeFor !== build || !existsSync(SEEDED_DATABASE)) {
    rmSync(SEEDED_DATABASE_BUILD, { force: true });
    rmSync(SEEDED_DATABASE, { recursive: true, force: true });
    rmSync(SEEDED_DATABASE_LOG, { force: true });
    const seeding = await startApi({
      port: E2E_PORTS.api,
      logFile: SEEDED_DATABASE_LOG,
      env: apiEnv(SEEDED_DATABASE),
    });
    await seeding.stop();
    // Exit status 0 is a clean close: the database written out.
    const code = await seeding.exited;
    if (code !== 0)
      throw new Error(`The API seeding the journeys' database exited with ${code}: ${SEEDED_DATABASE_LOG}`);
    writeFileSync(SEEDED_DATABASE_BUILD, build);
  }
  cpSync(SEEDED_DATABASE, dataDir, { recursive: true });
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
  const release = await acquirePlatformLock();
  await ensureE2eBuild().catch((error) => {
    release();
    throw error;
  });
  const runDir = path.join(ARTIFACTS_DIR, `run-${process.pid}`);
  const deployDir = path.join(runDir, 'deploy');
  const env = e2eEnv({ DEPLOY_DIR: deployDir });
  const servers = new Map();
  let apiProcess = null;

  const startRemote = async (remote) => {
    const releasesDir = path.join(deployDir, remote);
    mkdirSync(releasesDir, { recursive: true });
    servers.set(
      remote,
      await startRemoteServer({
        port: E2E_PORTS[remote],
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
      await copySeededDatabase(dataDir);
      apiProcess = await startApi({
        port: E2E_PORTS.api,
        logFile: path.join(runDir, 'api.log'),
        env: apiEnv(dataDir),
      });
    }
    for (const remote of REMOTES) await startRemote(remote);
    servers.set(
      SHELL,
      await startShellServer({
        port: E2E_PORTS.shell,
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
    baseUrl: `http://localhost:${E2E_PORTS.shell}`,
    apiUrl: E2E_API_URL,
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
