#!/usr/bin/env node
// `npm run build`: the API and its worker compiled to api/dist (plain JavaScript, run by node), the
// shell's server to shell/server/dist, then the shell and the three remotes, one after the other
// (Rspack already uses every core).
//   node scripts/build-all.mjs            build the API and all four apps into <app>/dist
//   node scripts/build-all.mjs --missing  only those without a build
//   DIST_DIR=dist-e2e node scripts/build-all.mjs   another output folder (the API address is not
//   built in: the shell reads it from /remotes.json at run time)
import { APPS } from './lib/apps.mjs';
import { buildApp, isBuilt } from './lib/build-app.mjs';
import { isMain } from './lib/is-main.mjs';
import { buildShellServer } from './lib/shell-server.mjs';
import { buildApi } from '../api/scripts/build.mjs';

export async function buildAll({
  onlyMissing = false,
  distDir = process.env.DIST_DIR || 'dist',
  quiet = false,
} = {}) {
  const results = [];
  for (const app of APPS) {
    if (onlyMissing && isBuilt(app, distDir)) continue;
    if (!quiet) console.log(`Building ${app} → ${app}/${distDir}`);
    results.push(await buildApp(app, { distDir, quiet }));
  }
  return results;
}

if (isMain(import.meta.url)) {
  const started = Date.now();
  // The production processes run api/dist/server.js and api/dist/worker.js; nothing compiles at start.
  console.log('Building api → api/dist');
  buildApi();
  console.log('Building the shell’s server → shell/server/dist');
  buildShellServer();
  buildAll({ onlyMissing: process.argv.includes('--missing') })
    .then((results) => {
      const built = results.map((result) => `${result.app} ${(result.ms / 1000).toFixed(1)} s`).join(', ');
      console.log(
        `Built ${results.length} app(s) in ${((Date.now() - started) / 1000).toFixed(1)} s${built ? ` (${built})` : ''}.`,
      );
    })
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
