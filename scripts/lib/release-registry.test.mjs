// The release registry in PostgreSQL (RELEASE_REGISTRY_URL), as several hosts use it: clones with
// their own DEPLOY_DIR sharing one database, a shell server's cached reads, and the deploy's check
// that a release answers where it will be published. Needs TEST_DATABASE_URL (a server on which
// the test creates and drops its own database).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { publishRemoteRelease } from '../deploy-remote.mjs';
import { pollUntil } from '../../e2e/lib/wait-for.mjs';
import { APPS, ROOT, appDir } from './apps.mjs';
import {
  composeRemotesDocument,
  ensureShellServeDir,
  readDeployedRemotes,
  readHistory,
  recordRelease,
} from './deploy-state.mjs';
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

    /** A shell deploy's registry update from another clone, started at `at` (its release already published). */
    const deployShellFrom = (clone, release, at = Date.now()) =>
      run(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { readFileSync } = await import('node:fs');
         const { recordShellRelease } = await import(${JSON.stringify(stateModule)});
         const dir = ${JSON.stringify(path.join(folder, clone, 'shell', release))};
         const manifest = JSON.parse(readFileSync(dir + '/mf-manifest.json', 'utf8'));
         await new Promise((go) => setTimeout(go, ${at} - Date.now()));
         await recordShellRelease(${JSON.stringify(release)}, dir, manifest);`,
        ],
        { env: cloneEnv(clone) },
      );

    /** A shell release providing react `react`, published in the shared directory every clone mounts. */
    const publishShell = (release, react) => {
      for (const clone of ['clone-a', 'clone-b', 'clone-c', 'clone-d', 'shell-host'])
        writeFiles(path.join(folder, clone, 'shell', release), {
          'index.html': `<!doctype html><title>${release}</title>`,
          'mf-manifest.json': { shared: [{ name: 'react', version: react, singleton: true }] },
        });
    };
    const needsReact = (range) => ({
      shared: [{ name: 'react', version: '0.0.0', requiredVersion: range, singleton: true }],
      metaData: MANIFEST.metaData,
    });

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

    describe("the shell's live release is the registry's", () => {
      test('a shell deployed from one host is served by the other hosts and checks their remote deploys', async () => {
        const env = cloneEnv('clone-b');
        const link = await ensureShellServeDir(env);
        assert.equal(realpathSync(link), realpathSync(path.join(appDir('shell'), DIST)));
        publishShell('shell-1', '18.3.1');
        await deployShellFrom('clone-a', 'shell-1');
        assert.equal((await readHistory(env)).shell.live.at(-1), 'shell-1');

        // clone-b's shell server composes remotes.json for each page and follows the registry with it.
        const served = await pollUntil(
          async () => {
            await composeRemotesDocument({ env });
            return realpathSync(link);
          },
          (dir) => dir.endsWith(path.join('clone-b', 'shell', 'shell-1')),
          { timeoutMs: 2000, intervalMs: 50 },
        );
        assert.equal(served, realpathSync(path.join(folder, 'clone-b', 'shell', 'shell-1')));

        // A remote deployed from clone-b is checked against shell-1, not against what clone-b served before.
        const release = (id, range) => ({
          release: id,
          entry: `http://localhost:3901/releases/${id}/mf-manifest.json`,
          routes: ROUTES['feed-app'],
          manifest: needsReact(range),
        });
        await assert.rejects(
          recordRelease('feed-app', release('feed-react-19', '^19.3.1'), env),
          /feed-app needs react \^19\.3\.1, but the shell provides react 18\.3\.1/,
        );
        await recordRelease('feed-app', release('feed-react-18', '^18.3.1'), env);
        assert.equal((await readDeployedRemotes(env))['feed-app'].release, 'feed-react-18');
      });

      test('two shell deploys at the same instant from two hosts: both recorded, one live (10 tries)', async () => {
        const env = cloneEnv('clone-b');
        for (let round = 1; round <= 10; round += 1) {
          publishShell(`shell-a-${round}`, '18.3.1');
          publishShell(`shell-b-${round}`, '18.3.1');
          const at = Date.now() + 700;
          await Promise.all([
            deployShellFrom('clone-a', `shell-a-${round}`, at),
            deployShellFrom('clone-b', `shell-b-${round}`, at),
          ]);
          const { shell } = await readHistory(env);
          const recorded = shell.releases.map((record) => record.release);
          assert.ok(recorded.includes(`shell-a-${round}`), `round ${round}: shell-a-${round} recorded`);
          assert.ok(recorded.includes(`shell-b-${round}`), `round ${round}: shell-b-${round} recorded`);
          // The live one is the one whose transaction came last, as its history says.
          assert.equal(shell.live.at(-1), recorded.at(-1), `round ${round}`);
        }
        assert.equal((await readHistory(env)).shell.releases.length, 21);
      });
    });

    describe('npm run rollback:remote checks the release it goes back to', () => {
      let server;
      let origin;
      /** release id → which of its files answer 200 */
      const served = new Map();
      before(async () => {
        server = createServer((request, response) => {
          const [, release, file] = request.url.match(/^\/releases\/([\w-]+)\/(.+)$/) ?? [];
          if (!served.get(release)?.includes(file)) return response.writeHead(404).end('not found');
          response.writeHead(200).end(file === 'mf-manifest.json' ? JSON.stringify(MANIFEST) : '/* entry */');
        });
        await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
        origin = `http://127.0.0.1:${server.address().port}`;
      });
      after(() => server.close());

      const rollbackFrom = (env) =>
        run('npm', ['run', '--silent', 'rollback:remote', '--', 'practice-app'], { cwd: ROOT, env }).then(
          () => ({ code: 0, stderr: '' }),
          (error) => ({ code: error.code, stderr: error.stderr }),
        );

      test('refuses, changing nothing, unless the earlier release answers 200 for its manifest and entry', async () => {
        const env = cloneEnv('clone-d', { PRACTICE_APP_ORIGIN: origin });
        for (const id of ['practice-old', 'practice-new'])
          await recordRelease(
            'practice-app',
            {
              release: id,
              entry: `${origin}/releases/${id}/mf-manifest.json`,
              routes: ROUTES['practice-app'],
              manifest: MANIFEST,
            },
            env,
          );
        const liveBefore = await readDeployedRemotes(env);
        const historyBefore = await readHistory(env);

        // Its folder was removed since: the manifest answers 404.
        const gone = await rollbackFrom(env);
        assert.equal(gone.code, 1);
        assert.match(
          gone.stderr,
          /does not answer at http:\/\/127\.0\.0\.1:\d+\/releases\/practice-old\/mf-manifest\.json \(404\)/,
        );
        // The manifest is there but not its entry.
        served.set('practice-old', ['mf-manifest.json']);
        const half = await rollbackFrom(env);
        assert.equal(half.code, 1);
        assert.match(
          half.stderr,
          /does not answer at http:\/\/127\.0\.0\.1:\d+\/releases\/practice-old\/remoteEntry\.js \(404\)/,
        );
        assert.deepEqual(await readDeployedRemotes(env), liveBefore);
        assert.deepEqual(await readHistory(env), historyBefore);

        served.set('practice-old', ['mf-manifest.json', 'remoteEntry.js']);
        const answered = await rollbackFrom(env);
        assert.equal(answered.code, 0, answered.stderr);
        assert.equal((await readDeployedRemotes(env))['practice-app'].release, 'practice-old');
        assert.deepEqual((await readHistory(env))['practice-app'].live.slice(-2), [
          'practice-20',
          'practice-old',
        ]);
      });
    });
  },
);
