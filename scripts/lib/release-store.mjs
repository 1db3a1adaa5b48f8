// Where releases are kept once built: the interface a deploy uploads through, so an object store can
// take the place of the shared directory later. A release is immutable: publishing a version that
// exists fails. The remotes' servers serve `<root>/<app>/<version>/` under `/releases/<version>/`.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {{
 *   kind: string,
 *   stagingDir(app: string): string,
 *   publish(app: string, version: string, stagingDir: string): Promise<void>,
 *   discard(app: string, version: string): Promise<void>,
 *   dirOf(app: string, version: string): string,
 * }} ReleaseStore
 */

/**
 * A directory every host mounts (DEPLOY_DIR, e.g. NFS): staging happens beside the releases, so
 * publishing is a rename, and a half-copied release is never visible under its version.
 * @returns {ReleaseStore}
 */
export function sharedDirectoryStore(root) {
  const dirOf = (app, version) => path.join(root, app, version);
  return {
    kind: 'shared-directory',
    dirOf,
    stagingDir: (app) => path.join(root, app, `.staging-${process.pid}`),
    async publish(app, version, stagingDir) {
      const target = dirOf(app, version);
      if (existsSync(target)) throw new Error(`Release ${version} already exists; deploy again in a second.`);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(stagingDir, target);
    },
    async discard(app, version) {
      await rm(dirOf(app, version), { recursive: true, force: true });
    },
  };
}
