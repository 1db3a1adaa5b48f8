#!/usr/bin/env node
// `npm run dev`: the four Rsbuild dev servers (hot reload) and the API in watch mode. The shell's
// dev server answers /remotes.json with the remotes' dev servers, so composition works as in
// production. One app alone: `npm run dev -w feed-app`.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import path from 'node:path';
import { APPS, ROOT, appDir, portOf } from './lib/apps.mjs';
import { apiIsPresent } from './lib/api-process.mjs';

// The shell's dev server hands the browser this API address in /remotes.json.
process.env.PUBLIC_API_URL ||= `http://localhost:${portOf('api')}/v1`;

const RSBUILD_BIN = path.join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');
const children = [];

function start(label, command, args, cwd) {
  const child = spawn(command, args, {
    cwd,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
  }
  child.on('exit', (code) => console.log(`[${label}] exited (${code})`));
  children.push(child);
}

for (const app of APPS) start(app, process.execPath, [RSBUILD_BIN, 'dev'], appDir(app));
if (apiIsPresent()) start('api', 'npm', ['run', '--silent', 'dev', '-w', 'api'], ROOT);
else console.warn('The API is not in this checkout yet (api/src/server.ts is missing).');

console.log(`\n  Open http://localhost:${portOf('shell')} once the builds are ready.\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    process.exit(0);
  });
}
