#!/usr/bin/env node
// npm run deploy:remote -- <remote> [--source <dir>]
// Builds ONE remote into an immutable, versioned folder (deploy/<remote>/<version>/, served by the
// remote's server under /releases/<version>/) through the release store, checks that the release
// answers at the URL it will be published at, and then, in one registry update, points that
// remote's entry in remotes.json at it, with the routes the build publishes. It refuses (leaving
// remotes.json as it was) a build whose routes clash with another remote's, or whose shared
// singletons do not accept the versions the deployed shell provides, or which needs something
// the deployed shell's page does not provide (platform.json: router names, the bundler runtime). The shell and the other
// remotes are neither rebuilt nor restarted; open pages pick the release up on reload.
import { readFile, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { assertRemote } from './lib/apps.mjs';
import { buildApp } from './lib/build-app.mjs';
import { deployDir, readPublishedRoutes, recordRelease, releaseManifestUrl } from './lib/deploy-state.mjs';
import { isMain } from './lib/is-main.mjs';
import { readPlatform } from './lib/platform-capabilities.mjs';
import { assertReleaseAnswers } from './lib/release-reachability.mjs';
import { sharedDirectoryStore } from './lib/release-store.mjs';

export function releaseVersion(contentHash) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `${stamp}-${contentHash.slice(0, 8)}`;
}

export async function deployRemote(remote, { sourceDir, env = process.env, store } = {}) {
  assertRemote(remote);
  const releases = store ?? sharedDirectoryStore(deployDir(env));
  const staging = releases.stagingDir(remote);
  await rm(staging, { recursive: true, force: true });
  try {
    await buildApp(remote, { distDir: staging, sourceDir, env, quiet: true });
    return await publishRemoteRelease(remote, staging, { env, store: releases });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Uploads a built remote (`buildDir`) to the release store, checks that it answers at the URL it
 * will be published at, and makes it live. Refused, the registry is unchanged and the release is
 * removed from the store.
 */
export async function publishRemoteRelease(
  remote,
  buildDir,
  { env = process.env, store, checkTimeoutMs = 5000 } = {},
) {
  const releases = store ?? sharedDirectoryStore(deployDir(env));
  const routes = await readPublishedRoutes(remote, buildDir);
  const manifest = JSON.parse(await readFile(path.join(buildDir, 'mf-manifest.json'), 'utf8'));
  const platform = await readPlatform(buildDir);
  const entry = await readFile(path.join(buildDir, 'remoteEntry.js'));
  const version = releaseVersion(createHash('sha256').update(entry).digest('hex'));
  await releases.publish(remote, version, buildDir);
  let kept = false;
  try {
    const manifestUrl = await releaseManifestUrl(remote, version, env);
    await assertReleaseAnswers(manifestUrl, manifest, checkTimeoutMs);
    const { previous } = await recordRelease(
      remote,
      { release: version, entry: manifestUrl, routes, manifest, platform },
      env,
    );
    kept = true;
    return { version, manifestUrl, previous, routes };
  } finally {
    // A refused build never becomes a release.
    if (!kept) await releases.discard(remote, version);
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
