#!/usr/bin/env node
// A/B of Lighthouse 12 mobile on one page (issue 12): builds of practice-app (and optionally of the
// shell) measured interleaved — A, B, …, then reversed — so that the other processes' load falls on
// every variant alike. Private ports (shell 3177+, API 4177 on a fresh PGlite), so it neither takes
// nor waits for the e2e platform lock. feed-app, admin-app and the shell come from <app>/<base>.
//
//   (cd practice-app && DIST_DIR=dist-ab-a NODE_ENV=production npx rsbuild build)   # per variant;
//   likewise the shell and the other remotes into <base>
//   node e2e/bench/practice-ab.mjs --base dist-ab --variant A=dist-ab-a --variant B=dist-ab-b[:<shell dist>[:<feed-app dist>]]
//        [--runs 5] [--page /practice] [--save <dir>] [--devtools] [--hold]
//
// Besides Lighthouse's figures it prints a "CPU-time TBT": the trace's main-thread tasks by thread
// CPU time (×4, minus 50 ms each), which the machine's load inflates far less than Lighthouse's
// simulated TBT (built from wall time); compare variants on it when the load average is high.
// --save keeps each run's report and trace; --devtools measures with applied throttling (CPU ×4,
// Lighthouse's network) and the page's own long tasks instead; --hold only serves (the variant
// named in the file AB_VARIANT points to, else the first) until SIGTERM, for profiling by hand.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { appDir } from '../../scripts/lib/apps.mjs';
import { startApi } from '../../scripts/lib/api-process.mjs';
import { readPublishedRoutes } from '../../scripts/lib/deploy-state.mjs';
import { loadShellServer } from '../../scripts/lib/shell-server.mjs';
import { launchBrowser } from '../lib/browser.mjs';
import { cpuTimeBlocking, launchChromeForLighthouse, lighthouseFigures } from './lighthouse-runs.mjs';

const { startRemoteServer, startShellServer } = await loadShellServer();

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const variants = args
  .flatMap((arg, index) => (arg === '--variant' ? [args[index + 1]] : []))
  .map((spec) => {
    // name=<practice-app dist>[:<shell dist>[:<feed-app dist>]]: a variant can also bring its own
    // shell and feed-app builds.
    const [name, dists] = spec.split('=');
    const [dist, shellDist, feedDist] = dists.split(':');
    return { name, dist, shellDist: shellDist || undefined, feedDist };
  });
const baseDist = option('base', 'dist-tbt');
const runs = Number(option('runs', '5'));
const page = option('page', '/practice');
const saveDir = option('save', null);
const SHELL_PORT = Number(option('shell-port', '3177'));
const API_PORT = Number(option('api-port', '4177'));

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

const runDir = mkdtempSync(path.join(os.tmpdir(), 'practice-ab-'));
const servers = [];
const api = await startApi({
  port: API_PORT,
  logFile: path.join(runDir, 'api.log'),
  env: {
    PGLITE_DATA_DIR: path.join(runDir, 'pglite'),
    PUBLIC_API_URL: `http://localhost:${API_PORT}/v1`,
    PUBLIC_APP_URL: `http://localhost:${SHELL_PORT}`,
    CORS_ORIGINS: [0, 1, 2, 3].map((offset) => `http://localhost:${SHELL_PORT + offset}`).join(','),
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
  },
});

async function serveRemote(remote, dist) {
  const distDir = path.join(appDir(remote), dist);
  const server = await startRemoteServer({ port: 0, distDir });
  servers.push(server);
  return {
    release: null,
    entry: `http://localhost:${server.server.address().port}/mf-manifest.json`,
    routes: await readPublishedRoutes(remote, distDir),
  };
}

const feed = await serveRemote('feed-app', baseDist);
const admin = await serveRemote('admin-app', baseDist);
for (const variant of variants) {
  variant.remotes = {
    apiBaseUrl: `http://localhost:${API_PORT}/v1`,
    remotes: {
      'feed-app': variant.feedDist ? await serveRemote('feed-app', variant.feedDist) : feed,
      'practice-app': await serveRemote('practice-app', variant.dist),
      'admin-app': admin,
    },
  };
}
let current = variants[0];
const shellPorts = new Map();
for (const variant of variants) {
  const shellDist = variant.shellDist ?? baseDist;
  if (!shellPorts.has(shellDist)) {
    const port = SHELL_PORT + shellPorts.size;
    servers.push(
      await startShellServer({
        port,
        distDir: path.join(appDir('shell'), shellDist),
        readRemotes: async () =>
          (process.env.AB_VARIANT
            ? (variants.find((v) => v.name === readFileSync(process.env.AB_VARIANT, 'utf8').trim()) ??
              current)
            : current
          ).remotes,
      }),
    );
    shellPorts.set(shellDist, port);
  }
  variant.port = shellPorts.get(shellDist);
}

let lastTrace = null;
const DEVTOOLS = args.includes('--devtools');
let browser = null;
// Applied throttling (CPU ×4, Lighthouse's mobile network) and the page's own long tasks: a
// second, faster figure beside Lighthouse's simulation. TBT here: long tasks after FCP, minus 50 ms each.
async function devtoolsRun(url) {
  browser ??= await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await tab.addInitScript(() => {
    window.__perf = { tasks: [], fcp: null, lcp: null };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__perf.tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') window.__perf.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__perf.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await tab.goto(url);
  await tab.waitForFunction(() => document.querySelector('ul[aria-label="Challenges"]'), null, {
    timeout: 60_000,
    polling: 1000,
  });
  await tab.waitForTimeout(3000);
  const perf = await tab.evaluate(() => window.__perf);
  await context.close();
  const after = perf.tasks.filter(([start]) => start >= perf.fcp);
  return {
    score: 0,
    FCP: perf.fcp,
    LCP: perf.lcp,
    TBT: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    CLS: 0,
    tasks: perf.tasks.map(([start, duration]) => `${Math.round(duration)}@${Math.round(start)}`).join(' '),
  };
}
async function lighthouseRun(url) {
  const chrome = await launchChromeForLighthouse();
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    lastTrace = artifacts?.Trace ?? artifacts?.traces?.defaultPass ?? null;
    return lhr;
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function longTasks(lhr) {
  return (lhr.audits['long-tasks']?.details?.items ?? [])
    .map(
      (task) =>
        `${Math.round(task.duration)}@${Math.round(task.startTime)} ${String(task.url).replace(/^http:\/\/localhost:/, '')}`,
    )
    .join(' | ');
}

function bootup(lhr) {
  return (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 4)
    .map(
      (item) =>
        `${String(item.url).replace(/^http:\/\/localhost:/, '')} ${Math.round(item.scripting)}/${Math.round(item.total)}`,
    )
    .join(' | ');
}

async function stopAll() {
  await browser?.close();
  await Promise.allSettled(servers.map((server) => server.close()));
  await api.stop();
  rmSync(runDir, { recursive: true, force: true });
}
// The API runs in a process group of its own: an interrupted run must not leave it behind.
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

if (args.includes('--hold')) {
  console.log(
    variants.map((variant) => `${variant.name}: http://localhost:${variant.port}${page}`).join('\n'),
  );
  await new Promise((resolve) => process.once('SIGTERM', resolve));
  await stopAll();
  process.exit(0);
}
if (saveDir) mkdirSync(saveDir, { recursive: true });
const results = Object.fromEntries(variants.map((variant) => [variant.name, []]));
try {
  // One unmeasured load per variant first: the API's first answers and the servers' caches warm.
  for (const variant of variants) {
    current = variant;
    await fetch(`http://localhost:${variant.port}${page}`).then((response) => response.text());
  }
  for (let run = 0; run < runs; run += 1) {
    for (const variant of run % 2 ? [...variants].reverse() : variants) {
      current = variant;
      if (DEVTOOLS) {
        const figures = {
          ...(await devtoolsRun(`http://localhost:${variant.port}${page}`)),
          load: os.loadavg()[0],
        };
        results[variant.name].push(figures);
        console.log(
          `${variant.name} run ${run}: FCP ${Math.round(figures.FCP)} LCP ${Math.round(figures.LCP)} TBT ${Math.round(figures.TBT)} tasks ${figures.tasks} [load ${loadAverage()}]`,
        );
        continue;
      }
      const lhr = await lighthouseRun(`http://localhost:${variant.port}${page}`);
      const cpu = cpuTimeBlocking(lastTrace);
      const figures = { ...lighthouseFigures(lhr), cpuTBT: cpu.blocking, load: os.loadavg()[0] };
      results[variant.name].push(figures);
      if (saveDir) {
        writeFileSync(path.join(saveDir, `${variant.name}-${run}.json`), JSON.stringify(lhr));
        if (lastTrace)
          writeFileSync(path.join(saveDir, `${variant.name}-${run}.trace.json`), JSON.stringify(lastTrace));
      }
      console.log(
        `${variant.name} run ${run}: score ${figures.score} LCP ${Math.round(figures.LCP)} TBT ${Math.round(figures.TBT)} CLS ${figures.CLS.toFixed(3)} [load ${loadAverage()}]`,
      );
      console.log(`   CPU-time TBT ${Math.round(cpu.blocking)} (tasks > 10 ms CPU: ${cpu.big.join(', ')})`);
      console.log(`   long tasks: ${longTasks(lhr)}`);
      console.log(`   bootup: ${bootup(lhr)}`);
    }
  }
  console.log('\nmedians:');
  for (const [name, list] of Object.entries(results)) {
    const pick = (key) => median(list.map((figures) => figures[key]));
    console.log(
      `${name}: score ${pick('score')} LCP ${Math.round(pick('LCP'))} TBT ${Math.round(pick('TBT'))} (TBTs ${list.map((f) => Math.round(f.TBT)).join(', ')}) CPU-time TBT ${DEVTOOLS ? '-' : Math.round(pick('cpuTBT'))} (${list.map((f) => Math.round(f.cpuTBT ?? 0)).join(', ')}) CLS ${pick('CLS').toFixed(3)} load ${pick('load').toFixed(2)}`,
    );
  }
} finally {
  await stopAll();
}
