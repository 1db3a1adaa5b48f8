// Builds one app with Rsbuild in a child process (a crash or a leak stays there).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SHELL, appDir } from './apps.mjs';

const RSBUILD_BIN = path.join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');

/**
 * @param {string} app  shell | feed-app | practice-app | admin-app
 * @param {{ distDir?: string, sourceDir?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} options
 *   distDir: output folder (absolute, or relative to the app); sourceDir: build another working
 *   copy of the app (same layout) instead of the one in this repository.
 */
export function buildApp(
  app,
  { distDir = 'dist', sourceDir = appDir(app), env = process.env, quiet = false } = {},
) {
  const config = path.join(sourceDir, 'rsbuild.config.ts');
  if (!existsSync(config)) return Promise.reject(new Error(`${config} does not exist`));
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [RSBUILD_BIN, 'build', '--config', config], {
      cwd: sourceDir,
      env: { ...env, DIST_DIR: distDir, NODE_ENV: 'production' },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve({ app, ms: Date.now() - started });
      else reject(new Error(`Building ${app} failed (exit ${code}).\n${output}`));
    });
  });
}

/** A usable build: a page, and for a remote the routes.json the shell's routing is built from. */
export function isBuilt(app, distDir = 'dist') {
  const dir = path.resolve(appDir(app), distDir);
  return (
    existsSync(path.join(dir, 'index.html')) && (app === SHELL || existsSync(path.join(dir, 'routes.json')))
  );
}
