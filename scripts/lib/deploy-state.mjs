// The deploy state under DEPLOY_DIR (default `deploy/`) and the remotes.json the shell reads.
//
//   remotes.json   { remotes: { <remote>: { release, entry, routes } } } — only remotes that were
//                  deployed; the others are served from their build folder (<remote>/<DIST_DIR>/).
//   history.json   { <remote>: { releases: [every release ever, oldest first], live: [release ids
//                  that were live, the current one last; null = the build folder] } }, and
//                  { shell: { releases, live } } for shell deploys.
//   shell/current  a symlink to the shell release the shell's server serves: a view of the registry
//                  (below), pointed by each shell server at the registry's live shell, never read
//                  as the truth by a deploy.
//
// These two documents live in the release registry (release-registry.mjs): in PostgreSQL when
// RELEASE_REGISTRY_URL is set, so deploys from any machine are serialized by the database and every
// shell server reads the same state; otherwise in those two files under one local lock. Either way
// parallel deploys of different remotes both land, and a deploy changes only its own remote's entry.
// The shell's live release is part of that state, like a remote's: the last of history.shell.live
// (null: the shell's build folder), so a shell deploy and the remote deploys it is checked against
// are serialized by the same transaction, whichever host they run on.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readlink, rename, symlink } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, SHELL, ROOT, appDir, portOf } from './apps.mjs';
import { publicSettings } from './public-settings.mjs';
import { releaseRegistry } from './release-registry.mjs';
import { sharedDirectoryStore } from './release-store.mjs';
import { assertReleaseAnswers } from './release-reachability.mjs';
import { assertPlatformProvided, readPlatform } from './platform-capabilities.mjs';
import { assertSingletonsSatisfied } from './shared-versions.mjs';

export function deployDir(env = process.env) {
  return path.resolve(ROOT, env.DEPLOY_DIR || 'deploy');
}

/** The build folder name (`dist`, or `dist-e2e` for browser journeys) every server and check uses. */
export function distDirName(env = process.env) {
  return env.DIST_DIR || 'dist';
}

const registryOf = (env) => releaseRegistry(env, deployDir(env));
const shellLink = (env) => path.join(deployDir(env), 'shell', 'current');

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

/** The API address the browser uses: run-time configuration of the serving environment. */
export function apiBaseUrl(env = process.env) {
  return (env.PUBLIC_API_URL || `http://localhost:${portOf('api', env)}/v1`).replace(/\/+$/, '');
}

async function readJson(file) {
  if (!existsSync(file)) return null;
  return JSON.parse(await readFile(file, 'utf8'));
}

const ROUTE_ACCESS = ['anyone', 'signed-in', 'administrator', 'statistics'];

/** Validates a routes.json a build published; throws a message naming the remote and the route. */
export function validatePublishedRoutes(remote, published) {
  if (published?.remote !== remote || !Array.isArray(published.routes) || published.routes.length === 0) {
    throw new Error(`The build of ${remote} publishes no routes for ${remote} (routes.json).`);
  }
  const seen = new Set();
  return published.routes.map((route) => {
    if (typeof route?.path !== 'string' || !route.path.startsWith('/')) {
      throw new Error(`${remote} publishes a route without a path: ${JSON.stringify(route)}`);
    }
    if (!ROUTE_ACCESS.includes(route.access)) {
      throw new Error(`${remote} publishes ${route.path} with the unknown access "${route.access}"`);
    }
    if (seen.has(route.path)) throw new Error(`${remote} publishes the route ${route.path} twice`);
    seen.add(route.path);
    return route;
  });
}

/** The routes a build folder publishes (routes.json beside mf-manifest.json). */
export async function readPublishedRoutes(remote, buildDir) {
  const file = path.join(buildDir, 'routes.json');
  const published = await readJson(file);
  if (published === null) throw new Error(`${file} is missing: rebuild ${remote}.`);
  return validatePublishedRoutes(remote, published);
}

/**
 * The deployed entries, `{}` while every remote is served from its build folder. `fresh` skips a
 * reader's short cache (a deploy's own checks).
 */
export async function readDeployedRemotes(env = process.env, { fresh = true } = {}) {
  return (await registryOf(env).read({ fresh })).remotes;
}

function upgradeHistory(history) {
  for (const [app, own] of Object.entries(history)) {
    // A history from before routes were recorded (a list of manifest URLs): kept, but nothing in
    // it can be rolled back to, since it says nothing about the routes those releases owned.
    if (Array.isArray(own)) history[app] = { releases: [], live: [null], legacyReleases: own };
  }
  return history;
}

export async function readHistory(env = process.env) {
  return upgradeHistory(structuredClone((await registryOf(env).read({ fresh: true })).history));
}

/** Runs `change` on a copy of the registry's state, which it may modify, as one serialized update. */
function updateRegistry(env, change) {
  return registryOf(env).update(async (stored) => {
    const state = {
      remotes: { ...stored.remotes },
      history: upgradeHistory(structuredClone(stored.history)),
    };
    const result = await change(state);
    return { state, result };
  });
}

/** Each remote as the shell sees it: its deployed release, or else its build folder. */
async function liveRemotes(env, deployed) {
  const defaults = defaultRemotes(env);
  const entries = await Promise.all(
    REMOTES.map(async (remote) => {
      if (deployed[remote]) return [remote, deployed[remote]];
      const buildDir = path.resolve(appDir(remote), distDirName(env));
      try {
        const routes = await readPublishedRoutes(remote, buildDir);
        return [remote, { release: null, entry: defaults[remote], routes }];
      } catch (error) {
        // One remote without a usable build must not take the others down: it owns no path.
        console.warn(`${remote} is left out of remotes.json: ${error.message}`);
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter(Boolean));
}

/**
 * The document the shell's server answers /remotes.json with; `npm start` and the e2e platform
 * both serve exactly this:
 * `{ apiBaseUrl, publicSettings: { googleClientId, metaPixelId, cashfreeMode }, remotes: { <remote>: { release, entry, routes } } }`.
 */
export async function composeRemotesDocument({ env = process.env } = {}) {
  // Never from the request's Host header: the origins the shell loads code from come from configuration.
  const state = await registryOf(env).read({ fresh: false });
  // The shell's server composes this for every page: the served shell follows the registry with it.
  await followLiveShell(env, state);
  const deployed = state.remotes;
  return {
    apiBaseUrl: apiBaseUrl(env),
    publicSettings: publicSettings(env),
    remotes: await liveRemotes(env, deployed),
  };
}

/** `/blog/:slug` and `/blog/:id` are the same path to a router. */
const routeKey = (pattern) => pattern.replace(/:[^/]+/g, ':');

function assertNoConflicts(remote, routes, live) {
  const claimed = new Map();
  for (const [other, { routes: otherRoutes }] of Object.entries(live)) {
    if (other === remote) continue;
    for (const route of otherRoutes) claimed.set(routeKey(route.path), { other, path: route.path });
  }
  const conflicts = routes
    .map((route) => ({ route, owner: claimed.get(routeKey(route.path)) }))
    .filter(({ owner }) => owner);
  if (conflicts.length > 0) {
    const list = conflicts.map(({ route, owner }) => `${route.path} (owned by ${owner.other})`).join(', ');
    throw new Error(`${remote} claims paths another remote owns: ${list}. remotes.json is unchanged.`);
  }
}

/** The shell release live in a registry state (null: none deployed, the shell's build is served). */
function liveShellRelease(state) {
  const own = state.history.shell;
  // A history from before releases were recorded (a list) names no live release.
  return Array.isArray(own?.live) ? (own.live.at(-1) ?? null) : null;
}

/** The folder of the shell release live in `state`: its folder in the release store, or the build. */
function liveShellDir(env, state) {
  const release = liveShellRelease(state);
  return release
    ? sharedDirectoryStore(deployDir(env)).dirOf(SHELL, release)
    : path.resolve(appDir(SHELL), distDirName(env));
}

/** The folder the shell's server serves: a link kept on the registry's live shell release. */
export function shellServeDir(env = process.env) {
  return shellLink(env);
}

const pointedShellLinks = new Map();
const warnedMissing = new Set();

/**
 * Points `deploy/shell/current` at the shell release live in `state` (the shell's build before any
 * shell deploy), when this process has not done so already. A shell server calls it with every state
 * it reads (composeRemotesDocument), so it follows a shell deploy made on any host within the
 * registry's read cache, and a deploy that stopped between its commit and its link is completed.
 */
async function followLiveShell(env, state) {
  const link = shellLink(env);
  const target = liveShellDir(env, state);
  if (pointedShellLinks.get(link) === target) return link;
  if (liveShellRelease(state) !== null && !existsSync(target)) {
    // A release the shared directory does not show on this host: keep serving what is served.
    if (!warnedMissing.has(target))
      console.warn(`The live shell release ${target} is not on this host; still serving the previous one.`);
    warnedMissing.add(target);
    if (!existsSync(link)) await pointSymlink(link, path.resolve(appDir(SHELL), distDirName(env)));
    return link;
  }
  const current = existsSync(link) ? await readlink(link) : null;
  if (current !== target) await pointSymlink(link, target);
  pointedShellLinks.set(link, target);
  return link;
}

/** Makes `deploy/shell/current` exist, pointing at the registry's live shell release (or the build). */
export async function ensureShellServeDir(env = process.env) {
  return followLiveShell(env, await registryOf(env).read({ fresh: true }));
}

async function pointSymlink(link, target) {
  await mkdir(path.dirname(link), { recursive: true });
  const temporary = `${link}.${process.pid}.tmp`;
  await symlink(target, temporary, 'dir');
  await rename(temporary, link);
}

/** The mf-manifest.json of the shell live in `state` (deployed release, or its build). */
async function liveShellManifest(env, state) {
  const dir = liveShellDir(env, state);
  const manifest = await readJson(path.join(dir, 'mf-manifest.json'));
  if (!manifest) throw new Error(`No shell is built or deployed (${dir}/mf-manifest.json is missing).`);
  return manifest;
}

/**
 * Makes `release` (already built into its immutable folder) the live one of `remote`: refuses it,
 * leaving remotes.json unchanged, if its routes clash with another remote's or its shared
 * singletons do not accept the deployed shell's versions.
 */
export async function recordRelease(remote, release, env = process.env) {
  return updateRegistry(env, async (state) => {
    assertSingletonsSatisfied(remote, release.manifest, await liveShellManifest(env, state));
    assertPlatformProvided(remote, release.platform, await readPlatform(liveShellDir(env, state)));
    const live = await liveRemotes(env, state.remotes);
    assertNoConflicts(remote, release.routes, live);

    const record = {
      release: release.release,
      entry: release.entry,
      routes: release.routes,
      deployedAt: new Date().toISOString(),
    };
    const own = state.history[remote] ?? { releases: [], live: [live[remote]?.release ?? null] };
    state.history[remote] = {
      ...own,
      releases: [...own.releases, record],
      live: [...own.live, record.release],
    };
    state.remotes[remote] = { release: record.release, entry: record.entry, routes: record.routes };
    return { previous: live[remote]?.entry ?? 'nothing', current: record.entry };
  });
}

/**
 * Points `remote` back at the release that was live before the current one, once that release
 * still answers where the shell will load it from (its folder may have been removed since).
 */
export async function rollBack(remote, env = process.env, { checkTimeoutMs = 5000 } = {}) {
  return updateRegistry(env, async (state) => {
    const own = state.history[remote];
    if (!own || own.live.length < 2) throw new Error(`${remote} has no earlier release to roll back to.`);
    const abandoned = own.live.at(-1);
    const restoredId = own.live.at(-2);
    const deployed = state.remotes;
    const live = await liveRemotes(env, deployed);
    if (restoredId === null) {
      // Back to the build folder the remote was served from before its first deploy.
      delete deployed[remote];
      const buildDir = path.resolve(appDir(remote), distDirName(env));
      assertNoConflicts(remote, await readPublishedRoutes(remote, buildDir), live);
    } else {
      const restored = own.releases.findLast((record) => record.release === restoredId);
      assertNoConflicts(remote, restored.routes, live);
      deployed[remote] = { release: restored.release, entry: restored.entry, routes: restored.routes };
    }
    const current = restoredId === null ? defaultRemotes(env)[remote] : deployed[remote].entry;
    await assertReleaseAnswers(current, null, checkTimeoutMs);
    state.history[remote] = { ...own, live: own.live.slice(0, -1) };
    return { abandoned, current };
  });
}

/** The URL a new release of `remote` is served at, on the same origin as its current one. */
export async function releaseManifestUrl(remote, version, env = process.env) {
  const deployed = await readDeployedRemotes(env);
  const current = deployed[remote]?.entry ?? defaultRemotes(env)[remote];
  return `${new URL(current).origin}/releases/${version}/mf-manifest.json`;
}

/**
 * Makes the shell release `release` (published into the release store, at `releaseDir`) the live
 * one in the registry, after checking that it provides every shared singleton at a version each live
 * remote accepts; then points this host's `deploy/shell/current` at it (every other shell server
 * follows the registry on its next read).
 */
export async function recordShellRelease(release, releaseDir, manifest, env = process.env) {
  const expectedDir = liveShellDir(env, { history: { shell: { live: [release] } } });
  if (path.resolve(releaseDir) !== expectedDir)
    throw new Error(`The shell release ${release} must be published at ${expectedDir}, not ${releaseDir}.`);
  const recorded = await updateRegistry(env, async (state) => {
    const live = await liveRemotes(env, state.remotes);
    const shellPlatform = await readPlatform(releaseDir);
    for (const remote of Object.keys(live)) {
      const dir = live[remote].release
        ? path.join(deployDir(env), remote, live[remote].release)
        : path.resolve(appDir(remote), distDirName(env));
      const remoteManifest = await readJson(path.join(dir, 'mf-manifest.json'));
      if (remoteManifest) assertSingletonsSatisfied(remote, remoteManifest, manifest, { deploying: 'shell' });
      assertPlatformProvided(remote, await readPlatform(dir), shellPlatform, { deploying: 'shell' });
    }
    const previous = liveShellDir(env, state);
    const own = state.history.shell ?? { releases: [], live: [null] };
    const record = { release, deployedAt: new Date().toISOString() };
    state.history.shell = { ...own, releases: [...own.releases, record], live: [...own.live, release] };
    return { previous, current: releaseDir, state: structuredClone(state) };
  });
  await followLiveShell(env, recorded.state);
  return { previous: recorded.previous, current: recorded.current };
}
