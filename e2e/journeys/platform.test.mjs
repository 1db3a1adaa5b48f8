// The composed platform in a real browser: the shell, remotes loaded at run time, resilience when
// a remote fails, and shipping one remote on its own.
import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { isPortOpen } from '../../scripts/lib/wait-for-port.mjs';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { copyRemote } from '../lib/release-candidate.mjs';
import { E2E_DIST_DIR, startPlatform } from '../lib/platform.mjs';
import { isSameDocument, markDocument, menuLabels, openScreen } from '../lib/shell-page.mjs';

const LANDING_HEADLINE = "India's #1 referral platform for jobs & internships";
const PRACTICE_ABOUT_HEADLINE = 'Practise the way interviews are actually judged';
const REMOTE_FALLBACK = 'This part of the site is not available right now';

// Strings that exist once in each library's production build (error texts survive minifying).
const REACT_MARKER =
  'takes an object of state variables to update or a function which returns an object of state variables.';
const REACT_DOM_MARKER = 'link[data-precedence],style[data-precedence]';
// shared-api's client's fallback error text and shared-auth's session storage key.
const SHARED_API_MARKER = 'Request failed with status';
const SHARED_AUTH_MARKER = 'referrals.logged-in-user';

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

describe('composition', () => {
  test('a visitor sees the landing headline', async () => {
    const page = await openPage(browser);
    await openScreen(page, platform, '/', { heading: LANDING_HEADLINE });
    assert.equal(await page.locator('header').getByText('ReferralHub').count(), 1);
  });

  test('moving between a feed-app page and /practice/about never reloads the page', async () => {
    const page = await openPage(browser);
    await openScreen(page, platform, '/practice/about', { heading: PRACTICE_ABOUT_HEADLINE });
    await markDocument(page);

    await page.getByRole('link', { name: 'ReferralHub' }).click();
    await page.getByRole('heading', { level: 1, name: LANDING_HEADLINE }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: PRACTICE_ABOUT_HEADLINE }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/practice/about');
    assert.ok(await isSameDocument(page), 'the document was reloaded');
  });

  test('React, react-dom, shared-api and shared-auth are downloaded exactly once across the shell and two remotes', async () => {
    const page = await openPage(browser);
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    await openScreen(page, platform, '/', { heading: LANDING_HEADLINE });
    await page.evaluate(() => {
      history.pushState({}, '', '/practice/about');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: PRACTICE_ABOUT_HEADLINE }).waitFor();

    const bodies = await Promise.all(scripts);
    const origins = new Set(bodies.map(({ url }) => new URL(url).port));
    assert.ok(
      origins.has(String(platform.ports['feed-app'])) && origins.has(String(platform.ports['practice-app'])),
    );
    const withReact = bodies.filter(({ body }) => body.includes(REACT_MARKER)).map(({ url }) => url);
    const withReactDom = bodies.filter(({ body }) => body.includes(REACT_DOM_MARKER)).map(({ url }) => url);
    assert.equal(withReact.length, 1, `react came in ${withReact.join(', ')}`);
    assert.equal(withReactDom.length, 1, `react-dom came in ${withReactDom.join(', ')}`);
    for (const [name, marker] of [
      ['shared-api', SHARED_API_MARKER],
      ['shared-auth', SHARED_AUTH_MARKER],
    ]) {
      const withPackage = bodies.filter(({ body }) => body.includes(marker)).map(({ url }) => url);
      assert.equal(withPackage.length, 1, `${name} came in ${withPackage.join(', ')}`);
    }
  });

  test("the shell's entry script reaches the browser with V8's compile hint on its first line", async () => {
    // rsbuild.base.ts (shellEntryCompileHint): the comment must survive minifying and precompression,
    // and be first, or V8 compiles the entry's functions on the main thread one call at a time.
    const page = await openPage(browser);
    const entries = [];
    page.on('response', (response) => {
      if (/\/static\/js\/index\.[0-9a-f]+\.js$/.test(response.url())) entries.push(response.text());
    });
    await openScreen(page, platform, '/', { heading: LANDING_HEADLINE });
    assert.equal(entries.length, 1);
    const [body] = await Promise.all(entries);
    assert.ok(body.startsWith('//# allFunctionsCalledOnLoad\n'), `the entry begins "${body.slice(0, 60)}…"`);
  });

  test('an unknown URL shows the error screen inside the layout', async () => {
    const page = await openPage(browser);
    await openScreen(page, platform, '/no-such-page', { heading: 'Oops!' });
    assert.ok(await page.getByText("This page doesn't exist!").isVisible());
    assert.ok(await page.getByRole('button', { name: 'Open menu' }).isVisible());
  });
});

/**
 * Puts a host that accepts connections and never answers where practice-app was; resolves with the
 * function that brings practice-app back.
 */
async function hangPracticeApp() {
  await platform.stopRemote('practice-app');
  const sockets = new Set();
  const hanging = net.createServer((socket) => sockets.add(socket));
  await new Promise((resolve) => hanging.listen(platform.ports['practice-app'], 'localhost', resolve));
  return async () => {
    // close() calls back once the port is free and the last connection has ended.
    const closed = new Promise((resolve) => hanging.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
    await platform.startRemote('practice-app');
  };
}

describe('a failing remote stays in its box', () => {
  test('with practice-app stopped: fallback with Retry, the menu and feed-app still work, Retry recovers', async () => {
    await platform.stopRemote('practice-app');
    try {
      const page = await openPage(browser);
      await page.goto(`${platform.baseUrl}/practice/about`);
      await page.getByText(REMOTE_FALLBACK).waitFor({ timeout: 30_000 });
      assert.ok(await page.getByRole('button', { name: 'Retry' }).isVisible());

      const labels = await menuLabels(page);
      assert.ok(labels.includes('Login / Sign up'));
      await page.getByRole('menuitem', { name: 'Home' }).click();
      await page.getByRole('heading', { level: 1, name: LANDING_HEADLINE }).waitFor();

      await page.goBack();
      await page.getByText(REMOTE_FALLBACK).waitFor({ timeout: 30_000 });
      await platform.startRemote('practice-app');
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { level: 1, name: PRACTICE_ABOUT_HEADLINE }).waitFor();
    } finally {
      if (!(await isPortOpen(platform.ports['practice-app']))) await platform.startRemote('practice-app');
    }
  });

  test('a remote host that accepts connections and never answers times out into the fallback', async () => {
    const restore = await hangPracticeApp();
    try {
      const page = await openPage(browser);
      const started = Date.now();
      await page.goto(`${platform.baseUrl}/practice/about`);
      await page.getByText(REMOTE_FALLBACK).waitFor({ timeout: 30_000 });
      assert.ok(Date.now() - started < 20_000, 'the fallback took longer than the fetch timeout allows');
      assert.ok(await page.getByRole('button', { name: 'Open menu' }).isVisible());
    } finally {
      await restore();
    }
  });

  test('a released remote that hangs after the shell read its markup: the page shows it, then the fallback', async () => {
    // The shell's server keeps a release's prerender.json and stylesheets for good (a release never
    // changes), so it still sends that remote's markup while the host hangs.
    await platform.deployRemote('practice-app');
    const warm = await openPage(browser);
    await openScreen(warm, platform, '/practice/about', { heading: PRACTICE_ABOUT_HEADLINE });
    await warm.context().close();
    const restore = await hangPracticeApp();
    try {
      const html = await fetch(`${platform.baseUrl}/practice/about`).then((response) => response.text());
      assert.match(html, new RegExp(PRACTICE_ABOUT_HEADLINE));

      const page = await openPage(browser);
      const started = Date.now();
      await page.goto(`${platform.baseUrl}/practice/about`, { waitUntil: 'commit' });
      // Nothing of the hanging host blocks the first paint: header and screen show at once.
      await page
        .getByRole('heading', { level: 1, name: PRACTICE_ABOUT_HEADLINE })
        .waitFor({ timeout: 5_000 });
      assert.ok(await page.getByRole('button', { name: 'Open menu' }).isVisible());
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
        null,
        { timeout: 5_000 },
      );
      await page.getByText(REMOTE_FALLBACK).waitFor({ timeout: 30_000 });
      assert.ok(Date.now() - started < 20_000, 'the fallback took longer than the fetch timeout allows');
      assert.ok(await page.getByRole('button', { name: 'Retry' }).isVisible());
      await page.context().close();
    } finally {
      await restore();
      await platform.rollbackRemote('practice-app');
    }
  });
});

describe('independent deployment', () => {
  test('deploying a changed practice-app shows the change on reload; the shell is untouched; rollback restores', async () => {
    const changedHeadline = `Practise with release ${process.pid}`;
    const workingCopy = await changedPracticeApp(changedHeadline);
    const shellBefore = await shellFingerprint();

    const page = await openPage(browser);
    await openScreen(page, platform, '/practice/about', { heading: PRACTICE_ABOUT_HEADLINE });
    const shellScript = await page.locator('script[src*="/static/js/index."]').getAttribute('src');

    await platform.deployRemote('practice-app', { sourceDir: workingCopy.dir });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: changedHeadline }).waitFor();
    assert.equal(await page.locator('script[src*="/static/js/index."]').getAttribute('src'), shellScript);
    assert.deepEqual(await shellFingerprint(), shellBefore, 'the shell build changed');

    await platform.rollbackRemote('practice-app');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: PRACTICE_ABOUT_HEADLINE }).waitFor();
    await workingCopy.remove();
  });
});

describe('landing carousel', () => {
  for (const [width, expected] of [
    [1280, 6],
    [800, 3],
    [400, 2],
  ]) {
    test(`shows ${expected} logos at ${width} px`, async () => {
      const page = await openPage(browser, { width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openScreen(page, platform, '/', { heading: LANDING_HEADLINE });
      const carousel = page.getByTestId('logo-carousel');
      await carousel.locator('img').first().waitFor({ timeout: 10_000 });
      assert.equal(await visibleLogoCount(carousel), expected);
    });
  }
});

/** Logos at least half inside the carousel's visible box (a scrolling strip has more in the DOM). */
async function visibleLogoCount(carousel) {
  return carousel.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('img')].filter((img) => {
      const rect = img.getBoundingClientRect();
      const style = getComputedStyle(img);
      if (rect.width === 0 || style.visibility === 'hidden' || style.display === 'none') return false;
      const overlap = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
      return overlap >= rect.width / 2 && rect.bottom > box.top && rect.top < box.bottom;
    }).length;
  });
}

/** A working copy of practice-app whose about page says something else: a stand-in for a new release. */
async function changedPracticeApp(headline) {
  const copy = await copyRemote('practice-app', 'about');
  await copy.edit('src/features/about/practice-about-page.tsx', PRACTICE_ABOUT_HEADLINE, headline);
  return copy;
}

async function shellFingerprint() {
  const dist = path.join(ROOT, 'shell', E2E_DIST_DIR);
  const index = await readFile(path.join(dist, 'index.html'), 'utf8');
  return { index, modified: (await stat(path.join(dist, 'index.html'))).mtimeMs };
}
