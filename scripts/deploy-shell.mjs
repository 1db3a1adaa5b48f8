#!/usr/bin/env node
// npm run deploy:shell [-- --source <dir>]
// Builds the shell into an immutable folder (deploy/shell/<version>/), makes it the live shell in
// the release registry (one transaction, serialized with every deploy and rollback on any host),
// then points this host's deploy/shell/current — the folder the shell's server serves — at it; every
// shell server follows the registry on its next read. It refuses a shell whose shared singletons a
// live remote does not accept. The remotes are not touched; pages get
// the new shell on their next load (index.html is revalidated on every load).
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { SHELL } from './lib/apps.mjs';
import { buildApp } from './lib/build-app.mjs';
import { deployDir, recordShellRelease } from './lib/deploy-state.mjs';
import { isMain } from './lib/is-main.mjs';
import { sharedDirectoryStore } from './lib/release-store.mjs';
import { releaseVersion } from './deploy-remote.mjs';

export async function deployShell({ sourceDir, env = process.env, store } = {}) {
  const releases = store ?? sharedDirectoryStore(deployDir(env));
  const staging = releases.stagingDir(SHELL);
  await rm(staging, { recursive: true, force: true });
  let published = null;
  try {
    await buildApp(SHELL, { distDir: staging, sourceDir, env, quiet: true });
    const manifest = JSON.parse(await readFile(path.join(staging, 'mf-manifest.json'), 'utf8'));
    const index = await readFile(path.join(staging, 'index.html'));
    const version = releaseVersion(createHash('sha256').update(index).digest('hex'));
    await releases.publish(SHELL, version, staging);
    published = version;
    const current = releases.dirOf(SHELL, version);
    const { previous } = await recordShellRelease(version, current, manifest, env);
    published = null;
    return { version, current, previous };
  } finally {
    await rm(staging, { recursive: true, force: true });
    if (published) await releases.discard(SHELL, published);
  }
}

if (isMain(import.meta.url)) {
  const sourceIndex = process.argv.indexOf('--source');
  const sourceDir = sourceIndex > 0 ? path.resolve(process.argv[sourceIndex + 1] ?? '') : undefined;
  deployShell({ sourceDir })
    .then(({ version, current, previous }) => {
      console.log(`Deployed the shell ${version}\n  now:    ${current}\n  before: ${previous}`);
    })
    .catch((error) => {
      console.error(`Shell deploy refused: ${error.message}`);
      process.exit(1);
    });
}
