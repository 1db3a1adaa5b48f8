#!/usr/bin/env node
// `npm start`: installs (or names) the code evaluator's system prerequisites and builds its seccomp
// filter, builds what is missing, starts the API (which migrates and seeds its database), serves the
// shell and the three remotes from their builds, and prints the one URL to open.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT, SHELL, appDir, portOf } from './lib/apps.mjs';
import { apiIsPresent, startApi } from './lib/api-process.mjs';
import { buildAll } from './build-all.mjs';
import { ensurePrerequisites } from './prerequisites.mjs';
import { composeRemotesDocument, deployDir, ensureShellServeDir } from './lib/deploy-state.mjs';
import { closeReleaseRegistries } from './lib/release-registry.mjs';
import { loadShellServer } from './lib/shell-server.mjs';

const { shutdownSettings, startRemoteServer, startShellServer } = await loadShellServer();
const host = process.env.HOST || 'localhost';
const apiPort = portOf('api');
const shellPort = portOf(SHELL);

function appOrigins() {
  return [SHELL, ...REMOTES].flatMap((app) => [
    `http://localhost:${portOf(app)}`,
    `http://127.0.0.1:${portOf(app)}`,
  ]);
}

async function main() {
  // One JSON line per request from the shell's and the remotes' servers (shell/server/http/access-log.ts).
  process.env.ACCESS_LOG ||= 'on';
  process.env.PUBLIC_API_URL ||= `http://localhost:${apiPort}/v1`;
  // The code sandbox and toolchains: what is still missing is reported by the API's /v1/health.
  ensurePrerequisites();
  await buildAll({ onlyMissing: true });

  const stops = [];
  const stopAll = async (settings) => {
    await Promise.allSettled(stops.map((stop) => stop(settings)));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.log('\nStopping…');
      // SIGTERM (a supervisor) drains like production; Ctrl-C in a terminal stops at once.
      const settings = signal === 'SIGINT' ? { ...shutdownSettings(), drainMs: 0 } : shutdownSettings();
      stopAll(settings).finally(() => process.exit(0));
    });
  }

  try {
    if (apiIsPresent()) {
      const logFile = path.join(ROOT, '.data/logs/api.log');
      console.log(
        `Starting the API (first start migrates and seeds its database; log: ${path.relative(ROOT, logFile)})…`,
      );
      const api = await startApi({
        port: apiPort,
        logFile,
        env: {
          CORS_ORIGINS: process.env.CORS_ORIGINS || appOrigins().join(','),
          // Links in e-mails (job alerts) open the shell.
          PUBLIC_APP_URL: process.env.PUBLIC_APP_URL || `http://localhost:${shellPort}`,
        },
      });
      stops.push(api.stop);
      api.exited.then((code) => {
        console.error(`The API stopped (exit ${code}); see ${path.relative(ROOT, logFile)}.`);
      });
    } else {
      console.warn(
        'The API is not in this checkout yet (api/src/server.ts is missing): pages that need data will show errors.',
      );
    }

    const releasesRoot = deployDir();
    for (const remote of REMOTES) {
      const releasesDir = path.join(releasesRoot, remote);
      mkdirSync(releasesDir, { recursive: true });
      const server = await startRemoteServer({
        name: remote,
        port: portOf(remote),
        host,
        distDir: path.join(appDir(remote), 'dist'),
        releasesDir,
      });
      stops.push((settings) => server.stopGracefully(settings));
    }
    const shell = await startShellServer({
      port: shellPort,
      host,
      // deploy/shell/current, kept on the registry's live shell release (the shell's build before any
      // `npm run deploy:shell`) each time remotes.json is composed.
      distDir: await ensureShellServeDir(),
      readRemotes: () => composeRemotesDocument(),
    });
    stops.push((settings) => shell.stopGracefully(settings));
    // With RELEASE_REGISTRY_URL the shell's server listens for registry changes: that connection goes too.
    stops.push(() => closeReleaseRegistries());
  } catch (error) {
    await stopAll();
    throw error;
  }

  console.log(`\n  Open http://localhost:${shellPort}\n`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
