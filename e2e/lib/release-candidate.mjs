// Working copies of a remote for deploy journeys: what another team's checkout of the same remote
// would look like (its own src, package.json and build config), built by `deploy:remote --source`.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { ARTIFACTS_DIR } from './platform.mjs';

/**
 * Copies `remote` into e2e/artifacts (so the root's node_modules still resolve) with the packages
 * installed in the remote itself, and returns its folder and helpers to change it; `remove()` deletes
 * the copy.
 */
export async function copyRemote(remote, label) {
  const holder = path.join(ARTIFACTS_DIR, `release-candidate-${process.pid}-${label}`);
  const dir = path.join(holder, remote);
  const source = path.join(ROOT, remote);
  for (const entry of ['src', 'package.json']) {
    await cp(path.join(source, entry), path.join(dir, entry), { recursive: true });
  }
  // Packages npm installed inside the remote rather than at the root (e.g. @hookform/resolvers, whose
  // optional peers clash at the root) come along, as they would in the team's own checkout.
  if (existsSync(path.join(source, 'node_modules'))) {
    await cp(path.join(source, 'node_modules'), path.join(dir, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  const config = await readFile(path.join(source, 'rsbuild.config.ts'), 'utf8');
  await writeFile(
    path.join(dir, 'rsbuild.config.ts'),
    config.replace("'../rsbuild.base'", JSON.stringify(path.join(ROOT, 'rsbuild.base.ts'))),
  );

  return {
    dir,
    /** Replaces `before` with `after` in one file of the copy; fails if `before` is not there. */
    async edit(file, before, after) {
      const target = path.join(dir, file);
      const text = await readFile(target, 'utf8');
      assert.ok(text.includes(before), `${file} does not contain ${before}`);
      await writeFile(target, text.replace(before, after));
    },
    async write(file, text) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    },
    /**
     * Makes the copy build against `pkg` at `version` (as if its team had upgraded it): a package
     * of that version in the copy's own node_modules, re-exporting the installed code.
     */
    async installVersion(pkg, version) {
      const installed = createRequire(path.join(ROOT, remote, 'package.json')).resolve(pkg);
      const packageDir = path.join(dir, 'node_modules', pkg);
      await mkdir(packageDir, { recursive: true });
      await writeFile(
        path.join(packageDir, 'package.json'),
        JSON.stringify({ name: pkg, version, main: 'index.js' }),
      );
      await writeFile(
        path.join(packageDir, 'index.js'),
        `module.exports = require(${JSON.stringify(installed)});\n`,
      );
    },
    remove: () => rm(holder, { recursive: true, force: true }),
  };
}
