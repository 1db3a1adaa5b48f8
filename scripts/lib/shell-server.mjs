// The shell's server is TypeScript (shell/server/), compiled to shell/server/dist/ by `tsc -b`, which
// does nothing when the build is current. Scripts load it through here, so `npm start`, the e2e
// platform and the benches always run the server built from the sources they sit beside.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const require = createRequire(import.meta.url);
const PROJECT = path.join(ROOT, 'shell/server/tsconfig.json');

/** Compiles the shell's server to shell/server/dist/ (a no-op when it is current). */
export function buildShellServer() {
  const result = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', PROJECT], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error(`the shell's server does not compile (tsc -b exit ${result.status ?? result.signal})`);
}

/** The compiled server's entry (shell/server/index.ts), built first when needed. */
export async function loadShellServer() {
  buildShellServer();
  return import('../../shell/server/dist/index.js');
}
