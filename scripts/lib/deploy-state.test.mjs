// The deploy state without building anything: fake build folders (routes.json + mf-manifest.json)
// stand in for the remotes' and the shell's builds; releases are recorded as deploy-remote does.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { APPS, appDir } from './apps.mjs';
import {
  composeRemotesDocument,
  readHistory,
  recordRelease,
  recordShellRelease,
  rollBack,
  validatePublishedRoutes,
} from './deploy-state.mjs';

const DIST = `dist-deploy-state-test-${process.pid}`;
const SHELL_SHARED = [
  ['react', '19.3.1'],
  ['react-dom', '19.3.1'],
  ['react-dom/client', '19.3.1'],
  ['react-router', '7.18.5'],
  ['@tanstack/react-query', '5.108.0'],
  ['zustand', '5.1.0'],
  ['shared-ui', '1.0.0'],
  ['shared-ui/dialog', '1.0.0'],
  ['shared-api', '1.0.0'],
  ['shared-auth', '1.1.0'],
];
const BUILT_ROUTES = {
  'feed-app': [
    { path: '/', access: 'anyone' },
    { path: '/about', access: 'anyone' },
    { path: '/blog/:slug', access: 'anyone' },
  ],
  'practice-app': [{ path: '/practice', access: 'anyone' }],
  'admin-app': [{ path: '/stats', access: 'statistics' }],
};

/** An mf-manifest whose shared singletons require what the shell provides, with `overrides`. */
function manifest(overrides = {}) {
  return {
    shared: SHELL_SHARED.map(([name, version]) => ({
      name,
      version: overrides[name] ?? version,
      requiredVersion: `^${overrides[name] ?? version}`,
      singleton: true,
    })),
  };
}

let deployDir;
let env;

function writeBuild(app, files) {
  const dir = path.join(appDir(app), DIST);
  mkdirSync(dir, { recursive: true });
  for (const [name, value] of Object.entries(files))
    writeFileSync(path.join(dir, name), JSON.stringify(value));
}

beforeEach(() => {
  deployDir = path.join(os.tmpdir(), `deploy-state-test-${process.pid}-${Date.now()}`);
  env = {
    ...process.env,
    DEPLOY_DIR: deployDir,
    DIST_DIR: DIST,
    FEED_APP_PORT: '3901',
    PRACTICE_APP_PORT: '3902',
    ADMIN_APP_PORT: '3903',
    PUBLIC_API_URL: 'https://api.example.in/v1/',
    PUBLIC_GOOGLE_CLIENT_ID: '',
    PUBLIC_META_PIXEL_ID: '',
    PUBLIC_CASHFREE_MODE: '',
  };
  writeBuild('shell', { 'mf-manifest.json': manifest() });
  for (const [remote, routes] of Object.entries(BUILT_ROUTES)) {
    writeBuild(remote, { 'routes.json': { remote, routes }, 'mf-manifest.json': manifest() });
  }
});

after(() => {
  for (const app of APPS) rmSync(path.join(appDir(app), DIST), { recursive: true, force: true });
});

const release = (id, routes, overrides) => ({
  release: id,
  entry: `http://localhost:3901/releases/${id}/mf-manifest.json`,
  routes,
  manifest: manifest(overrides),
});
/**
 * A feed-app server that answers 200 for the manifest and entry of each folder in `folders`
 * ('/' is the build folder) and 404 for anything else; FEED_APP_PORT points at it.
 */
async function serveFeedApp(testEnv, folders) {
  const server = http.createServer((request, response) => {
    const folder = folders.find((prefix) =>
      ['mf-manifest.json', 'remoteEntry.js'].some((file) => request.url === `${prefix}${file}`),
    );
    response.writeHead(folder ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      folder ? JSON.stringify({ metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } } }) : '',
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  testEnv.FEED_APP_PORT = String(port);
  return {
    release: (id, routes, overrides) => ({
      ...release(id, routes, overrides),
      entry: `http://localhost:${port}/releases/${id}/mf-manifest.json`,
    }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
const remotesFileBytes = () => readFileSync(path.join(deployDir, 'remotes.json'), 'utf8');

describe('remotes.json', () => {
  test('before any deploy: every remote from its build, with the routes the build publishes, and the API address', async () => {
    const document = await composeRemotesDocument({ env });
    assert.equal(document.apiBaseUrl, 'https://api.example.in/v1');
    assert.deepEqual(document.remotes['feed-app'], {
      release: null,
      entry: 'http://localhost:3901/mf-manifest.json',
      routes: BUILT_ROUTES['feed-app'],
    });
    assert.deepEqual(document.remotes['admin-app'].routes, BUILT_ROUTES['admin-app']);
  });

  test('third-party ids come from the serving environment, not from a build', async () => {
    assert.deepEqual((await composeRemotesDocument({ env })).publicSettings, {
      googleClientId: '',
      metaPixelId: '',
      cashfreeMode: 'sandbox',
    });
    const production = {
      ...env,
      PUBLIC_GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
      PUBLIC_META_PIXEL_ID: '998877',
      PUBLIC_CASHFREE_MODE: 'production',
    };
    assert.deepEqual((await composeRemotesDocument({ env: production })).publicSettings, {
      googleClientId: '1234-abc.apps.googleusercontent.com',
      metaPixelId: '998877',
      cashfreeMode: 'production',
    });
  });

  test("a deploy changes only its own remote's entry, whatever the deployer's environment says", async () => {
    const newRoutes = [...BUILT_ROUTES['feed-app'], { path: '/jobs/saved', access: 'signed-in' }];
    await recordRelease('feed-app', release('r1', newRoutes), env);
    // Another deployer whose environment points the other remotes elsewhere.
    const elsewhere = { ...env, PRACTICE_APP_PORT: '4999', ADMIN_APP_PORT: '4998' };
    await recordRelease('feed-app', release('r2', newRoutes), elsewhere);

    const stored = JSON.parse(remotesFileBytes());
    assert.deepEqual(Object.keys(stored.remotes), ['feed-app']);
    const document = await composeRemotesDocument({ env });
    assert.equal(document.remotes['feed-app'].release, 'r2');
    assert.deepEqual(document.remotes['feed-app'].routes, newRoutes);
    assert.equal(document.remotes['practice-app'].entry, 'http://localhost:3902/mf-manifest.json');
    const history = await readHistory(env);
    assert.deepEqual(
      history['feed-app'].releases.map((record) => record.release),
      ['r1', 'r2'],
    );
  });

  test("a build's routes.json is checked before anything is recorded", () => {
    assert.throws(
      () => validatePublishedRoutes('feed-app', { remote: 'admin-app', routes: BUILT_ROUTES['admin-app'] }),
      /The build of feed-app publishes no routes for feed-app/,
    );
    assert.throws(
      () =>
        validatePublishedRoutes('feed-app', {
          remote: 'feed-app',
          routes: [{ path: '/x', access: 'everyone' }],
        }),
      /feed-app publishes \/x with the unknown access "everyone"/,
    );
    assert.throws(
      () =>
        validatePublishedRoutes('feed-app', {
          remote: 'feed-app',
          routes: [BUILT_ROUTES['feed-app'][0], BUILT_ROUTES['feed-app'][0]],
        }),
      /feed-app publishes the route \/ twice/,
    );
    const withFlag = [{ path: '/about', access: 'anyone', prerender: true }];
    assert.deepEqual(validatePublishedRoutes('feed-app', { remote: 'feed-app', routes: withFlag }), withFlag);
  });

  test('a path another remote owns fails the deploy and leaves remotes.json as it was', async () => {
    await recordRelease('feed-app', release('r1', BUILT_ROUTES['feed-app']), env);
    const before = remotesFileBytes();
    await assert.rejects(
      recordRelease('practice-app', release('p1', [{ path: '/blog/:id', access: 'anyone' }]), env),
      /practice-app claims paths another remote owns: \/blog\/:id \(owned by feed-app\)/,
    );
    assert.equal(remotesFileBytes(), before);
    assert.equal((await readHistory(env))['practice-app'], undefined);
  });

  test('a build requiring another react-router major than the shell provides is refused, naming it', async () => {
    await recordRelease('feed-app', release('r1', BUILT_ROUTES['feed-app']), env);
    const before = remotesFileBytes();
    await assert.rejects(
      recordRelease('feed-app', release('r2', BUILT_ROUTES['feed-app'], { 'react-router': '8.0.0' }), env),
      /feed-app needs react-router \^8\.0\.0, but the shell provides react-router 7\.18\.5/,
    );
    assert.equal(remotesFileBytes(), before);
  });

  test('a build requiring another shared-ui through one of its entries is refused, naming shared-ui', async () => {
    await assert.rejects(
      recordRelease(
        'feed-app',
        release('r1', BUILT_ROUTES['feed-app'], { 'shared-ui/dialog': '2.0.0' }),
        env,
      ),
      /feed-app needs shared-ui \^2\.0\.0, but the shell provides shared-ui 1\.0\.0/,
    );
  });

  test('rollback goes back release by release, down to the build, and keeps every release in the history', async () => {
    const served = await serveFeedApp(env, ['/releases/r1/', '/']);
    try {
      const withSaved = [...BUILT_ROUTES['feed-app'], { path: '/jobs/saved', access: 'signed-in' }];
      await recordRelease('feed-app', served.release('r1', withSaved), env);
      await recordRelease('feed-app', served.release('r2', BUILT_ROUTES['feed-app']), env);

      await rollBack('feed-app', env);
      assert.equal((await composeRemotesDocument({ env })).remotes['feed-app'].release, 'r1');
      await rollBack('feed-app', env);
      const document = await composeRemotesDocument({ env });
      assert.equal(document.remotes['feed-app'].release, null);
      assert.deepEqual(document.remotes['feed-app'].routes, BUILT_ROUTES['feed-app']);
      await assert.rejects(rollBack('feed-app', env), /feed-app has no earlier release to roll back to/);
      assert.equal((await readHistory(env))['feed-app'].releases.length, 2);
    } finally {
      await served.close();
    }
  });

  test('a rollback to a release that no longer answers is refused and changes nothing', async () => {
    // r1's folder was removed since (its URL answers 404); its entry would break every page.
    const served = await serveFeedApp(env, ['/']);
    try {
      await recordRelease('feed-app', served.release('r1', BUILT_ROUTES['feed-app']), env);
      await recordRelease('feed-app', served.release('r2', BUILT_ROUTES['feed-app']), env);
      const before = remotesFileBytes();

      await assert.rejects(
        rollBack('feed-app', env, { checkTimeoutMs: 1000 }),
        /the release does not answer at http:\/\/localhost:\d+\/releases\/r1\/mf-manifest\.json \(404\)/,
      );
      assert.equal(remotesFileBytes(), before);
      assert.deepEqual((await readHistory(env))['feed-app'].live, [null, 'r1', 'r2']);
    } finally {
      await served.close();
    }
  });

  test('a deploy state from before routes were recorded is taken over, not misread', async () => {
    mkdirSync(deployDir, { recursive: true });
    const oldUrl = 'http://localhost:3901/releases/old/mf-manifest.json';
    writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ 'feed-app': oldUrl }));
    writeFileSync(path.join(deployDir, 'history.json'), JSON.stringify({ 'feed-app': [oldUrl] }));
    assert.equal((await composeRemotesDocument({ env })).remotes['feed-app'].release, null);
    await recordRelease('feed-app', release('r1', BUILT_ROUTES['feed-app']), env);
    const history = await readHistory(env);
    assert.deepEqual(history['feed-app'].legacyReleases, [oldUrl]);
    assert.deepEqual(history['feed-app'].live, [null, 'r1']);
  });

  test('a shell whose react a live remote does not accept is refused', async () => {
    const releaseDir = path.join(deployDir, 'shell', 's1');
    mkdirSync(releaseDir, { recursive: true });
    await assert.rejects(
      recordShellRelease('s1', releaseDir, manifest({ react: '18.3.1' }), env),
      /feed-app needs react \^19\.3\.1, but the shell provides react 18\.3\.1/,
    );
    await recordShellRelease('s1', releaseDir, manifest(), env);
    assert.deepEqual((await readHistory(env)).shell.live, [null, 's1']);
  });
});

describe('what the shell provides beyond shared versions (platform.json)', () => {
  const ROUTER = ['router:Link', 'router:useSearchParams'];

  test('a remote built for a shell that provides more than the deployed one is refused, naming it', async () => {
    writeBuild('shell', { 'mf-manifest.json': manifest(), 'platform.json': { provides: ROUTER } });
    const needs = { needs: ['bundler-runtime', ...ROUTER] };
    await assert.rejects(
      recordRelease('feed-app', { ...release('r1', BUILT_ROUTES['feed-app']), platform: needs }, env),
      /feed-app was built for a shell that provides bundler-runtime, which the deployed shell does not\. Deploy a shell/,
    );
    assert.equal((await composeRemotesDocument({ env })).remotes['feed-app'].release, null);

    writeBuild('shell', {
      'mf-manifest.json': manifest(),
      'platform.json': { provides: ['bundler-runtime', ...ROUTER] },
    });
    await recordRelease('feed-app', { ...release('r1', BUILT_ROUTES['feed-app']), platform: needs }, env);
    assert.equal((await composeRemotesDocument({ env })).remotes['feed-app'].release, 'r1');
  });

  test('a shell that drops a router name a live remote uses is refused; a remote from before platform.json needs nothing', async () => {
    writeBuild('feed-app', {
      'routes.json': { remote: 'feed-app', routes: BUILT_ROUTES['feed-app'] },
      'mf-manifest.json': manifest(),
      'platform.json': { needs: ROUTER },
    });
    const releaseDir = path.join(deployDir, 'shell', 's1');
    mkdirSync(releaseDir, { recursive: true });
    writeFileSync(path.join(releaseDir, 'platform.json'), JSON.stringify({ provides: ['router:Link'] }));
    await assert.rejects(
      recordShellRelease('s1', releaseDir, manifest(), env),
      /feed-app was built for a shell that provides router:useSearchParams, which the new shell does not/,
    );
    assert.equal((await readHistory(env)).shell, undefined);

    // practice-app and admin-app have no platform.json (built before it): they accept this shell.
    writeFileSync(path.join(releaseDir, 'platform.json'), JSON.stringify({ provides: ROUTER }));
    await recordShellRelease('s1', releaseDir, manifest(), env);
    assert.deepEqual((await readHistory(env)).shell.live, [null, 's1']);
  });
});

describe('two deploys at the same moment', () => {
  const run = promisify(execFile);
  const stateModule = fileURLToPath(new URL('./deploy-state.mjs', import.meta.url));
  const deployIn = (remote, id, routes) =>
    run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { recordRelease } = await import(${JSON.stringify(stateModule)});
         await recordRelease(${JSON.stringify(remote)}, ${JSON.stringify(release(id, routes))});`,
      ],
      { env },
    );

  test('from two processes, ten times over: both releases recorded and both live every time', async () => {
    for (let round = 1; round <= 10; round += 1) {
      await Promise.all([
        deployIn('feed-app', `feed-${round}`, BUILT_ROUTES['feed-app']),
        deployIn('practice-app', `practice-${round}`, BUILT_ROUTES['practice-app']),
      ]);
      const document = await composeRemotesDocument({ env });
      assert.equal(document.remotes['feed-app'].release, `feed-${round}`);
      assert.equal(document.remotes['practice-app'].release, `practice-${round}`);
    }
    const history = await readHistory(env);
    assert.equal(history['feed-app'].releases.length, 10);
    assert.equal(history['practice-app'].releases.length, 10);
  });
});
