#!/usr/bin/env node
// npm run deploy:remote -- <remote> [--source <dir>]
// Builds ONE remote into an immutable, versioned folder (deploy/<remote>/<version>/, served by the
// remote's server under /releases/<version>/) and then, under the deploy lock, points that
// remote's entry in remotes.json at it, with the routes the build publishes. It refuses (leaving
// remotes.json as it was) a build whose routes clash with another remote's, or whose shared
// singletons do not accept the versions the deployed shell provides, or which needs something
// the deployed shell's page does not provide (platform.json: router names, the bundler runtime). The shell and the other
// remotes are neither rebuilt nor restarted; open pages pick the release up on reload.
import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { assertRemote } from './lib/apps.mjs';
import { buildApp } from './lib/build-app.mjs';
import { deployDir, readPublishedRoutes, recordRelease, releaseManifestUrl } from './lib/deploy-state.mjs';
import { isMain } from './lib/is-main.mjs';
import { readPlatform } from './lib/platform-capabilities.mjs';

export function releaseVersion(contentHash) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `${stamp}-${contentHash.slice(0, 8)}`;
}

export async function deployRemote(remote, { sourceDir, env = process.env } = {}) {
  assertRemote(remote);
  const releasesDir = path.join(deployDir(env), remote);
  const staging = path.join(releasesDir, `.staging-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  let finalDir = null;
  try {
    await buildApp(remote, { distDir: staging, sourceDir, env, quiet: true });
    const routes = await readPublishedRoutes(remote, staging);
    const manifest = JSON.parse(await readFile(path.join(staging, 'mf-manifest.json'), 'utf8'));
    const platform = await readPlatform(staging);
    const entry = await readFile(path.join(staging, 'remoteEntry.js'));
    const version = releaseVersion(createHash('sha256').update(entry).digest('hex'));
    finalDir = path.join(releasesDir, version);
    // Releases are immutable: never write into one that exists.
    if (existsSync(finalDir)) {
      finalDir = null;
      throw new Error(`Release ${version} already exists; deploy again in a second.`);
    }
    await rename(staging, finalDir);
    const manifestUrl = await releaseManifestUrl(remote, version, env);
    const { previous } = await recordRelease(
      remote,
      { release: version, entry: manifestUrl, routes, manifest, platform },
      env,
    );
    finalDir = null;
    return { version, manifestUrl, previous, routes };
  } finally {
    await rm(staging, { recursive: true, force: true });
    // A refused build never becomes a release.
    if (finalDir) await rm(finalDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const [remote] = process.argv.slice(2);
  const sourceIndex = process.argv.indexOf('--source');
  const sourceDir = sourceIndex > 0 ? path.resolve(process.argv[sourceIndex + 1] ?? '') : undefined;
  deployRemote(remote, { sourceDir })
    .then(({ version, manifestUrl, previous, routes }) => {
      console.log(
        `Deployed ${remote} ${version} (${routes.length} routes)\n  now:    ${manifestUrl}\n  before: ${previous}`,
      );
    })
    .catch((error) => {
      console.error(`Deploy refused: ${error.message}`);
      process.exit(1);
    });
}
