#!/usr/bin/env node
// `npm run bench:web`: the front end's three figures, printed (a benchmark, not a test).
//   1. cold production build of the four apps (fresh processes, into <app>/dist-bench)
//   2. JavaScript transferred (gzip, every chunk of every origin) for a visitor's first load of /
//   3. Lighthouse 12 mobile performance score of / (Debian's Chromium)
// Goals (issues 2 and 12): build ≤ 60 s, JS ≤ 150 KB, performance ≥ 95.
// Then, on the e2e platform with the API: the visitor's /, /feed, /practice, a job page, /pricing and
// /login, the signed-in feed (Lighthouse, filter INP; issue 4) and /settings (issue 32), and the
// JavaScript the practice code tab downloads (issue 5), and the problem page's Lighthouse desktop
// score with the question beside the code (issue 31, goal ≥ 90).
//   --first-load   only figures 1 and 2 (while working on the bundles)
//   --no-build     reuse the <app>/dist-bench folders of an earlier --first-load run
//   --pages=/settings,/practice
//                  only the Lighthouse runs of these pages on the e2e platform (nothing built but its
//                  build, no other figure): /settings signed in, every other path as a visitor; e.g.
//                  to compare a change's before and after
import { rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { REMOTES, SHELL, appDir } from '../../scripts/lib/apps.mjs';
import { buildAll } from '../../scripts/build-all.mjs';
import { apiBaseUrl, readPublishedRoutes } from '../../scripts/lib/deploy-state.mjs';
import { loadShellServer } from '../../scripts/lib/shell-server.mjs';
import { launchBrowser, openPage } from '../lib/browser.mjs';
import { ensureE2eBuild, startPlatform } from '../lib/platform.mjs';
import { logScripts, runFeedBench, runSignedInPagesBench } from './feed-inp.mjs';
import { describeRuns, launchChromeForLighthouse, lighthouseFigures } from './lighthouse-runs.mjs';
import { runPracticeEditorBench } from './practice-editor.mjs';
import { runProblemPageBench } from './problem-page.mjs';

const { startRemoteServer, startShellServer } = await loadShellServer();

const DIST_DIR = 'dist-bench';
const FIRST_LOAD_ONLY = process.argv.includes('--first-load');
const REUSE_BUILD = process.argv.includes('--no-build');
const ONLY_PAGES = process.argv
  .find((arg) => arg.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',')
  .filter(Boolean);
/** The screens measured signed in (issue 32); the feed's signed-in figures come from runFeedBench. */
const SIGNED_IN_PAGES = ['/settings'];

async function coldBuild() {
  // Rsbuild's persistent build cache is off (its default), so a fresh process is a cold build.
  for (const app of [SHELL, ...REMOTES])
    await rm(path.join(appDir(app), DIST_DIR), { recursive: true, force: true });
  const started = Date.now();
  const results = await buildAll({ distDir: DIST_DIR, quiet: true });
  return { totalMs: Date.now() - started, perApp: results };
}

async function serve() {
  const servers = [];
  const remotes = {};
  for (const remote of REMOTES) {
    const server = await startRemoteServer({ port: 0, distDir: path.join(appDir(remote), DIST_DIR) });
    servers.push(server);
    // The document a deploy writes (docs/TEAM-CONTRACTS.md): the shell routes from it.
    remotes[remote] = {
      release: null,
      entry: `http://localhost:${server.server.address().port}/mf-manifest.json`,
      routes: await readPublishedRoutes(remote, path.join(appDir(remote), DIST_DIR)),
    };
  }
  const shell = await startShellServer({
    port: 0,
    distDir: path.join(appDir(SHELL), DIST_DIR),
    readRemotes: async () => ({ apiBaseUrl: apiBaseUrl(), remotes }),
  });
  servers.push(shell);
  return {
    url: `http://localhost:${shell.server.address().port}/`,
    close: () => Promise.all(servers.map((s) => s.close())),
  };
}

/** The bytes a client that accepts only gzip receives for `url` (the goal is stated in gzip). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

async function javascriptTransferred(url) {
  const browser = await launchBrowser();
  try {
    const page = await openPage(browser);
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // On a busy machine the shell's script can run longer than networkidle's 500 ms of quiet:
    // count once the page shows its heading and the network is quiet again.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // The browser is sent brotli; each script is fetched again as gzip to weigh it.
    const sized = await Promise.all(
      scripts.map(async (script) => ({ url: script, bytes: await gzipBytes(script) })),
    );
    return { bytes: sized.reduce((sum, file) => sum + file.bytes, 0), files: sized };
  } finally {
    await browser.close();
  }
}

async function lighthousePerformance(url) {
  const chrome = await launchChromeForLighthouse();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const { lhr, artifacts } = result;
    const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
    return {
      lhr,
      figures: lighthouseFigures(lhr, artifacts?.Trace),
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        SI: metric('speed-index'),
      },
    };
  } finally {
    await chrome.kill();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Three Lighthouse runs on each visitor page, their medians printed. */
async function measureVisitorPages(platform, pages) {
  for (const page of pages) {
    const runs = [];
    let lhr;
    for (let run = 0; run < 3; run += 1) {
      const measured = await lighthousePerformance(`${platform.baseUrl}${page}`);
      runs.push(measured.figures);
      lhr = measured.lhr;
    }
    console.log(`Lighthouse 12 mobile, visitor ${page}: ${describeRuns(runs, 95)} [load ${loadAverage()}]`);
    logScripts(lhr, platform.baseUrl, console.log);
  }
}

console.log(`Load average: ${loadAverage()}`);
if (ONLY_PAGES) {
  await ensureE2eBuild();
  const platform = await startPlatform({ api: true });
  try {
    await measureVisitorPages(
      platform,
      ONLY_PAGES.filter((page) => !SIGNED_IN_PAGES.includes(page)),
    );
    const signedIn = ONLY_PAGES.filter((page) => SIGNED_IN_PAGES.includes(page));
    if (signedIn.length > 0) await runSignedInPagesBench({ platform, pages: signedIn });
  } finally {
    await platform.stop();
  }
  process.exit(0);
}
if (!REUSE_BUILD) {
  const build = await coldBuild();
  console.log(`Cold production build, 4 apps: ${(build.totalMs / 1000).toFixed(1)} s (goal ≤ 60 s)`);
  for (const { app, ms } of build.perApp) console.log(`  ${app.padEnd(13)} ${(ms / 1000).toFixed(1)} s`);
}

const site = await serve();
try {
  const js = await javascriptTransferred(site.url);
  console.log(
    `\nJavaScript transferred for the first load of / (gzip): ${kb(js.bytes)} in ${js.files.length} files (goal ≤ 150 KB)`,
  );
  for (const file of js.files.sort((a, b) => b.bytes - a.bytes)) {
    console.log(
      `  ${kb(file.bytes).padStart(9)}  ${file.url.replace(/^http:\/\/localhost:\d+/, (origin) => `:${origin.split(':')[2]}`)}`,
    );
  }
  if (!FIRST_LOAD_ONLY) {
    const lh = await lighthousePerformance(site.url);
    console.log(`\nLighthouse 12 mobile performance on /: ${lh.score} (goal ≥ 95)`);
    console.log(
      `  ${Object.entries(lh.metrics)
        .map(([name, value]) => `${name} ${value}`)
        .join(' · ')}`,
    );
  }
} finally {
  await site.close();
  if (!FIRST_LOAD_ONLY)
    for (const app of [SHELL, ...REMOTES])
      await rm(path.join(appDir(app), DIST_DIR), { recursive: true, force: true });
}
if (FIRST_LOAD_ONLY) process.exit(0);

console.log('\nSigned-in screens on the e2e platform (API on PGlite, seeded):');
await ensureE2eBuild();
const platform = await startPlatform({ api: true });
try {
  // Issue 12's pages for a visitor, with the data the API serves: the median of three runs each.
  // Issue 12's goals besides the score: LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05.
  // Issue 32 adds a shared job page, pricing and login (goal ≥ 95 each).
  const feedPage = await fetch(`${platform.apiUrl}/referrals/job-openings?page_size=1&latest=true`);
  const [anyOpening] = (await feedPage.json()).data.results;
  await measureVisitorPages(platform, [
    '/',
    '/feed',
    '/practice',
    `/job-opening?id=${anyOpening.id}`,
    '/pricing',
    '/login',
  ]);
  await runFeedBench({ platform, otherSignedInPages: SIGNED_IN_PAGES });
  await runPracticeEditorBench({ platform });
  await runProblemPageBench({ platform });
} finally {
  await platform.stop();
}
