#!/usr/bin/env node
// `npm run bench:web`: the front end's three figures, printed (a benchmark, not a test).
//   1. cold production build of the four apps (fresh processes, into <app>/dist-bench)
//   2. JavaScript transferred (gzip, every chunk of every origin) for a visitor's first load of /
//   3. Lighthouse 12 mobile performance score of / (Debian's Chromium)
// Goals (issue 2): build ≤ 60 s, JS ≤ 180 KB, performance ≥ 95.
// Then, on the e2e platform with the API: the signed-in feed (Lighthouse, filter INP; issue 4) and the
// JavaScript the practice code tab downloads (issue 5).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REMOTES, SHELL, appDir } from '../../scripts/lib/apps.mjs';
import { buildAll } from '../../scripts/build-all.mjs';
import { readPublishedRoutes } from '../../scripts/lib/deploy-state.mjs';
import { startRemoteServer, startShellServer } from '../../scripts/lib/static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, openPage } from '../lib/browser.mjs';
import { ensureE2eBuild, startPlatform } from '../lib/platform.mjs';
import { runFeedBench } from './feed-inp.mjs';
import { runPracticeEditorBench } from './practice-editor.mjs';

const DIST_DIR = 'dist-bench';

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
    const buildDir = path.join(appDir(remote), DIST_DIR);
    remotes[remote] = {
      release: null,
      entry: `http://localhost:${server.server.address().port}/mf-manifest.json`,
      routes: await readPublishedRoutes(remote, buildDir),
    };
  }
  // The shape the shell reads (docs/TEAM-CONTRACTS.md, "Routes and deploys"); no API is needed for /.
  const document = { apiBaseUrl: 'http://localhost:9/v1', remotes };
  const shell = await startShellServer({
    port: 0,
    distDir: path.join(appDir(SHELL), DIST_DIR),
    readRemotes: async () => document,
  });
  servers.push(shell);
  return {
    url: `http://localhost:${shell.server.address().port}/`,
    close: () => Promise.all(servers.map((s) => s.close())),
  };
}

async function javascriptTransferred(url) {
  const browser = await launchBrowser();
  try {
    const page = await openPage(browser);
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sized = await Promise.all(
      scripts.map(async (request) => ({
        url: request.url(),
        bytes: (await request.sizes()).responseBodySize,
      })),
    );
    return { bytes: sized.reduce((sum, file) => sum + file.bytes, 0), files: sized };
  } finally {
    await browser.close();
  }
}

async function lighthousePerformance(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const { lhr } = result;
    const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
    return {
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const build = await coldBuild();
console.log(`Cold production build, 4 apps: ${(build.totalMs / 1000).toFixed(1)} s (goal ≤ 60 s)`);
for (const { app, ms } of build.perApp) console.log(`  ${app.padEnd(13)} ${(ms / 1000).toFixed(1)} s`);

const site = await serve();
try {
  const js = await javascriptTransferred(site.url);
  console.log(
    `\nJavaScript transferred for the first load of / (gzip): ${kb(js.bytes)} in ${js.files.length} files (goal ≤ 180 KB)`,
  );
  for (const file of js.files.sort((a, b) => b.bytes - a.bytes)) {
    console.log(
      `  ${kb(file.bytes).padStart(9)}  ${file.url.replace(/^http:\/\/localhost:\d+/, (origin) => `:${origin.split(':')[2]}`)}`,
    );
  }
  const lh = await lighthousePerformance(site.url);
  console.log(`\nLighthouse 12 mobile performance on /: ${lh.score} (goal ≥ 95)`);
  console.log(
    `  ${Object.entries(lh.metrics)
      .map(([name, value]) => `${name} ${value}`)
      .join(' · ')}`,
  );
} finally {
  await site.close();
  for (const app of [SHELL, ...REMOTES])
    await rm(path.join(appDir(app), DIST_DIR), { recursive: true, force: true });
}

console.log('\nSigned-in screens on the e2e platform (API on PGlite, seeded):');
await ensureE2eBuild();
const platform = await startPlatform({ api: true });
try {
  await runFeedBench({ platform });
  await runPracticeEditorBench({ platform });
} finally {
  await platform.stop();
}
