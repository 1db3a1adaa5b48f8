// The release registry in PostgreSQL (RELEASE_REGISTRY_URL), as several hosts use it: clones with
// their own DEPLOY_DIR sharing one database, a shell server's cached reads, and the deploy's check
// that a release answers where it will be published. Needs TEST_DATABASE_URL (a server on which
// the test creates and drops its own database).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { publishRemoteRelease } from '../deploy-remote.mjs';
import { APPS, appDir } from './apps.mjs';
import { composeRemotesDocument, readDeployedRemotes, readHistory } from './deploy-state.mjs';
import { closeReleaseRegistries } from './release-registry.mjs';

const serverUrl = process.env.TEST_DATABASE_URL;
const DIST = `dist-release-registry-test-${process.pid}`;
const ROUTES = {
  'feed-app': [{ path: '/', access: 'anyone' }],
  'practice-app': [{ path: '/practice', access: 'anyone' }],
  'admin-app': [{ path: '/stats', access: 'statistics' }],
};
const MANIFEST = { shared: [], metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };
const run = promisify(execFile);
const stateModule = fileURLToPath(new URL('./deploy-state.mjs', import.meta.url));

function writeFiles(dir, files) {
  mkdirSync(dir, { recursive: true });
  for (const [name, value] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  }
}

describe(
  'the release registry in PostgreSQL',
  { skip: serverUrl ? false : 'TEST_DATABASE_URL is not set' },
  () => {
    const databaseName = `release_registry_${process.pid}_${Date.now()}`;
    const folder = path.join(os.tmpdir(), databaseName);
    let registryUrl;
    const cloneEnv = (clone, extra = {}) => ({
      ...process.env,
      RELEASE_REGISTRY_URL: registryUrl,
      DEPLOY_DIR: path.join(folder, clone),
      DIST_DIR: DIST,
      FEED_APP_PORT: '3901',
      PRACTICE_APP_PORT: '3902',
      ADMIN_APP_PORT: '3903',
      ...extra,
    });

    before(async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      registryUrl = url.toString();
      writeFiles(path.join(appDir('shell'), DIST), { 'mf-manifest.json': MANIFEST });
      for (const [remote, routes] of Object.entries(ROUTES)) {
        writeFiles(path.join(appDir(remote), DIST), {
          'routes.json': { remote, routes },
          'mf-manifest.json': MANIFEST,
        });
      }
    });

    after(async () => {
      await closeReleaseRegistries();
      for (const app of APPS) rmSync(path.join(appDir(app), DIST), { recursive: true, force: true });
      rmSync(folder, { recursive: true, force: true });
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    });

    /** A deploy's registry update from another clone (its own process and DEPLOY_DIR), started at `at`. */
    const deployFrom = (clone, remote, release, at) =>
      run(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { recordRelease } = await import(${JSON.stringify(stateModule)});
         await new Promise((go) => setTimeout(go, ${at} - Date.now()));
         await recordRelease(${JSON.stringify(remote)}, ${JSON.stringify({
           release,
           entry: `http://localhost:3901/releases/${release}/mf-manifest.json`,
           routes: ROUTES[remote],
           manifest: MANIFEST,
         })});`,
        ],
        { env: cloneEnv(clone) },
      );

    describe('the deploy checks that the release answers where it will be published', () => {
      let server;
      let answer = 404;
      let origin;
      before(async () => {
        // The remote's server: its releases under /releases/ from clone-c's shared directory, or 404.
        server = createServer((request, response) => {
          const file = request.url.replace(/^\/releases\//, '');
          const served = answer === 200 && existsSync(path.join(folder, 'clone-c', 'feed-app', file));
          response.writeHead(served ? 200 : 404).end(served ? 'ok' : 'not found');
        });
        await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
        origin = `http://127.0.0.1:${server.address().port}`;
      });
      after(() => server.close());

      const build = (name) => {
        const dir = path.join(folder, `build-${name}`);
        writeFiles(dir, {
          'routes.json': { remote: 'feed-app', routes: ROUTES['feed-app'] },
          'mf-manifest.json': MANIFEST,
          'remoteEntry.js': `/* ${name} */`,
        });
        return dir;
      };

      test('a release whose URL answers 404 is refused and nothing changes', async () => {
        const env = cloneEnv('clone-c', { FEED_APP_ORIGIN: origin });
        const liveBefore = await readDeployedRemotes(env);
        const historyBefore = await readHistory(env);
        answer = 404;
        await assert.rejects(
          publishRemoteRelease('feed-app', build('missing'), { env }),
          /does not answer at http:\/\/127\.0\.0\.1:\d+\/releases\/[\w-]+\/mf-manifest\.json \(404\)/,
        );
        assert.deepEqual(await readDeployedRemotes(env), liveBefore);
        assert.deepEqual(await readHistory(env), historyBefore);
        const kept = readdirSync(path.join(folder, 'clone-c', 'feed-app')).filter(
          (name) => !name.startsWith('.'),
        );
        assert.deepEqual(kept, [], 'the refused release was removed from the store');
      });

      test('the same release answering 200 goes live', async () => {
        const env = cloneEnv('clone-c', { FEED_APP_ORIGIN: origin });
        answer = 200;
        const { version, manifestUrl } = await publishRemoteRelease('feed-app', build('served'), { env });
        assert.equal(manifestUrl, `${origin}/releases/${version}/mf-manifest.json`);
        assert.equal((await readDeployedRemotes(env))['feed-app'].release, version);
      });
    });

    test('two deploys at the same instant from two clones never lose a release (20 tries)', async () => {
      for (let round = 1; round <= 20; round += 1) {
        // Both processes are loaded and waiting before the instant they update the registry.
        const at = Date.now() + 700;
        await Promise.all([
          deployFrom('clone-a', 'practice-app', `practice-${round}`, at),
          deployFrom('clone-b', 'admin-app', `admin-${round}`, at),
        ]);
        const live = await readDeployedRemotes(cloneEnv('clone-a'));
        assert.equal(live['practice-app']?.release, `practice-${round}`, `round ${round}`);
        assert.equal(live['admin-app']?.release, `admin-${round}`, `round ${round}`);
      }
      const history = await readHistory(cloneEnv('clone-b'));
      assert.equal(history['practice-app'].releases.length, 20);
      assert.equal(history['admin-app'].releases.length, 20);
      // Nothing was written to either clone's own folder: the state is the database's.
      assert.equal(existsSync(path.join(folder, 'clone-a', 'remotes.json')), false);
    });

    test("a shell server's cached state is dropped as soon as another host deploys", async () => {
      const env = cloneEnv('shell-host');
      assert.equal((await composeRemotesDocument({ env })).remotes['admin-app'].release, 'admin-20');
      await deployFrom('clone-a', 'admin-app', 'admin-21', Date.now());
      // The reader's cache lasts 10 s; the notification makes the change visible well before.
      const deadline = Date.now() + 2000;
      let seen;
      while (Date.now() < deadline) {
        seen = (await composeRemotesDocument({ env })).remotes['admin-app'].release;
        if (seen === 'admin-21') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.equal(seen, 'admin-21');
    });
  },
);
