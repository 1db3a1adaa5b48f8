// Each team ships its own routes: a path added to a remote goes live with that remote's deploy
// alone (the shell is not rebuilt) and goes away with its rollback; a remote built against a
// router the shell does not provide is refused; two teams deploying at once both land.
import assert from 'node:assert/strict';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { E2E_DIST_DIR, startPlatform } from '../lib/platform.mjs';
import { copyRemote } from '../lib/release-candidate.mjs';
import { openScreen } from '../lib/shell-page.mjs';

const NOT_FOUND = "This page doesn't exist!";
const SAVED_JOBS_PATH = '/jobs/saved';
const PRACTICE_ABOUT_HEADLINE = 'Practise the way interviews are actually judged';

let platform;
let browser;

before(async () => {
  platform = await startPlatform({ api: false });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

async function servedRemotesJson() {
  const response = await fetch(`${platform.baseUrl}/remotes.json`);
  assert.equal(response.status, 200);
  return response.json();
}

async function shellFingerprint() {
  const index = path.join(ROOT, 'shell', E2E_DIST_DIR, 'index.html');
  return { index: await readFile(index, 'utf8'), modified: (await stat(index)).mtimeMs };
}

async function releasesOf(remote) {
  const entries = await readdir(path.join(platform.deployDir, remote), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
}

describe('a remote ships its own routes', () => {
  test('a screen added to feed-app at a new path goes live with a feed-app deploy and away with its rollback', async () => {
    const headline = `Saved jobs, release ${process.pid}`;
    const feedApp = await copyRemote('feed-app', 'saved-jobs');
    await feedApp.write(
      'src/features/saved-jobs/components/saved-jobs-screen.tsx',
      `export default function SavedJobsScreen() {\n  return <h1>${headline}</h1>;\n}\n`,
    );
    await feedApp.edit(
      'src/app/screens.tsx',
      "  '/feed': withPageTitle(",
      `  '${SAVED_JOBS_PATH}': lazy(() => import('../features/saved-jobs/components/saved-jobs-screen')),\n  '/feed': withPageTitle(`,
    );
    await feedApp.edit(
      'src/app/routes.ts',
      "  { path: '/', access: 'anyone', prerender: true },",
      `  { path: '/', access: 'anyone', prerender: true },\n  { path: '${SAVED_JOBS_PATH}', access: 'anyone' },`,
    );
    const shellBefore = await shellFingerprint();
    const page = await openPage(browser);
    try {
      await openScreen(page, platform, SAVED_JOBS_PATH, { heading: 'Oops!' });
      assert.ok(await page.getByText(NOT_FOUND).isVisible());
      const shellScript = await page.locator('script[src*="/static/js/index."]').getAttribute('src');

      await platform.deployRemote('feed-app', { sourceDir: feedApp.dir });
      const deployed = await servedRemotesJson();
      assert.ok(deployed.remotes['feed-app'].routes.some((route) => route.path === SAVED_JOBS_PATH));

      const remotesJsonRequests = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/remotes.json') remotesJsonRequests.push(request.url());
      });
      await openScreen(page, platform, SAVED_JOBS_PATH, { heading: headline });
      // The router came from the copy of remotes.json in the page, which also found the remote.
      assert.equal(remotesJsonRequests.length, 0);
      // Inside the shell: its header and menu are there, and it is the same shell build.
      assert.ok(await page.getByRole('button', { name: 'Open menu' }).isVisible());
      assert.equal(await page.locator('script[src*="/static/js/index."]').getAttribute('src'), shellScript);
      assert.deepEqual(await shellFingerprint(), shellBefore, 'the shell build changed');

      await platform.rollbackRemote('feed-app');
      await openScreen(page, platform, SAVED_JOBS_PATH, { heading: 'Oops!' });
      assert.ok(await page.getByText(NOT_FOUND).isVisible());
      assert.ok(
        !(await servedRemotesJson()).remotes['feed-app'].routes.some((r) => r.path === SAVED_JOBS_PATH),
      );
    } finally {
      await page.close();
      await feedApp.remove();
    }
  });
});

describe('deploys are checked and do not interfere', () => {
  test('a remote built against react-router 8 is refused, naming the package; remotes.json is unchanged', async () => {
    const adminApp = await copyRemote('admin-app', 'router-8');
    await adminApp.installVersion('react-router', '8.0.0');
    const servedBefore = await servedRemotesJson();
    const releasesBefore = await releasesOf('admin-app');
    try {
      await assert.rejects(
        platform.deployRemote('admin-app', { sourceDir: adminApp.dir }),
        /admin-app needs react-router \^8\.0\.0, but the shell provides react-router 7\./,
      );
      assert.deepEqual(await servedRemotesJson(), servedBefore);
      assert.deepEqual(
        await releasesOf('admin-app'),
        releasesBefore,
        'the refused build was kept as a release',
      );
    } finally {
      await adminApp.remove();
    }
  });

  test('feed-app and practice-app deployed at the same moment: both releases recorded, both live', async () => {
    const feedHeadline = `How ReferralHub works, release ${process.pid}`;
    const practiceHeadline = `Practise with release ${process.pid}`;
    const feedApp = await copyRemote('feed-app', 'parallel');
    const practiceApp = await copyRemote('practice-app', 'parallel');
    await feedApp.edit(
      'src/features/static-pages/components/about-page.tsx',
      'title="How ReferralHub works"',
      `title="${feedHeadline}"`,
    );
    await practiceApp.edit(
      'src/features/about/practice-about-page.tsx',
      PRACTICE_ABOUT_HEADLINE,
      practiceHeadline,
    );
    try {
      const [feedOutput, practiceOutput] = await Promise.all([
        platform.deployRemote('feed-app', { sourceDir: feedApp.dir }),
        platform.deployRemote('practice-app', { sourceDir: practiceApp.dir }),
      ]);
      const feedRelease = /Deployed feed-app (\S+)/.exec(feedOutput)?.[1];
      const practiceRelease = /Deployed practice-app (\S+)/.exec(practiceOutput)?.[1];
      assert.ok(feedRelease && practiceRelease, `${feedOutput}\n${practiceOutput}`);

      const history = JSON.parse(await readFile(path.join(platform.deployDir, 'history.json'), 'utf8'));
      assert.ok(history['feed-app'].releases.some((record) => record.release === feedRelease));
      assert.ok(history['practice-app'].releases.some((record) => record.release === practiceRelease));
      const served = await servedRemotesJson();
      assert.equal(served.remotes['feed-app'].release, feedRelease);
      assert.equal(served.remotes['practice-app'].release, practiceRelease);

      const page = await openPage(browser);
      await openScreen(page, platform, '/about', { heading: feedHeadline });
      await openScreen(page, platform, '/practice/about', { heading: practiceHeadline });
      await page.close();
    } finally {
      await feedApp.remove();
      await practiceApp.remove();
    }
  });
});
