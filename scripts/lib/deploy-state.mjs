// The served remotes.json (remote name → mf-manifest.json URL) and the release history behind
// rollbacks, both under DEPLOY_DIR (default `deploy/`). Files are replaced atomically so a
// request never reads half a file.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, ROOT, portOf } from './apps.mjs';

export function deployDir(env = process.env) {
  return path.resolve(ROOT, env.DEPLOY_DIR || 'deploy');
}

const remotesFile = (env) => path.join(deployDir(env), 'remotes.json');
const historyFile = (env) => path.join(deployDir(env), 'history.json');

/**
 * The origin a remote is served from when nothing was deployed: `<REMOTE>_ORIGIN` (e.g.
 * FEED_APP_ORIGIN=https://feed.example.com) or localhost on its port. Configuration only, never the
 * request's Host header: a forged Host must not choose where the shell loads code from.
 */
export function defaultRemoteOrigin(remote, env = process.env) {
  const configured = env[`${remote.toUpperCase().replace(/-/g, '_')}_ORIGIN`];
  return configured ? new URL(configured).origin : `http://localhost:${portOf(remote, env)}`;
}

/** Where each remote's built `dist/` is served when nothing was deployed yet. */
export function defaultRemotes(env = process.env) {
  return Object.fromEntries(
    REMOTES.map((remote) => [remote, `${defaultRemoteOrigin(remote, env)}/mf-manifest.json`]),
  );
}

async function readJson(file) {
  if (!existsSync(file)) return null;
  return JSON.parse(await readFile(file, 'utf8'));
}

async function writeJsonAtomically(file, value) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

/** The deployed remotes.json, or null while every remote is served from its `dist/`. */
export async function readDeployedRemotes(env = process.env) {
  return readJson(remotesFile(env));
}

export async function readHistory(env = process.env) {
  return (await readJson(historyFile(env))) ?? {};
}

/** Points `remote` at a new manifest URL and remembers the release it replaces. */
export async function recordRelease(remote, manifestUrl, env = process.env) {
  const remotes = (await readDeployedRemotes(env)) ?? defaultRemotes(env);
  const history = await readHistory(env);
  const releases = history[remote]?.length ? history[remote] : [remotes[remote]];
  history[remote] = [...releases, manifestUrl];
  remotes[remote] = manifestUrl;
  await writeJsonAtomically(historyFile(env), history);
  await writeJsonAtomically(remotesFile(env), remotes);
  return { previous: releases.at(-1), current: manifestUrl };
}

/** Points `remote` back at the release before the current one. */
export async function rollBack(remote, env = process.env) {
  const remotes = await readDeployedRemotes(env);
  const history = await readHistory(env);
  const releases = history[remote] ?? [];
  if (!remotes || releases.length < 2) {
    throw new Error(`${remote} has no earlier release to roll back to.`);
  }
  const abandoned = releases.at(-1);
  const restored = releases.at(-2);
  history[remote] = releases.slice(0, -1);
  remotes[remote] = restored;
  await writeJsonAtomically(historyFile(env), history);
  await writeJsonAtomically(remotesFile(env), remotes);
  return { abandoned, current: restored };
}

/** The URL a new release of `remote` is served at, on the same origin as its current one. */
export async function releaseManifestUrl(remote, version, env = process.env) {
  const remotes = (await readDeployedRemotes(env)) ?? defaultRemotes(env);
  const origin = new URL(remotes[remote]).origin;
  return `${origin}/releases/${version}/mf-manifest.json`;
}
