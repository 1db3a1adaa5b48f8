// Lighthouse for the benchmarks: the browser it measures in, one run's metrics, and the median of
// several runs taken metric by metric (the run with the median score can have a slower LCP than
// another run).
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/browser.mjs';

/**
 * Desktop Chromium's own UI that a phone does not run. Chromium 156 starts the omnibox popups as
 * WebUI renderers when it launches: ~1.5 s of CPU, close to both of this machine's cores for the
 * first ~1.7 s, which is when Lighthouse measures the machine and starts loading the page.
 */
const DESKTOP_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * A fresh Chromium for one Lighthouse run, with chrome-launcher's flags and ours. Chromium obeys
 * only the last `--disable-features`, so chrome-launcher's list is extended rather than repeated.
 * `userDataDir` starts it on a kept profile (a signed-in one) instead of a new temporary one.
 */
export function launchChromeForLighthouse({ userDataDir } = {}) {
  const flags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${DESKTOP_UI_FEATURES.join(',')}` : flag,
  );
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    ...(userDataDir ? { userDataDir } : {}),
    ignoreDefaultFlags: true,
    chromeFlags: [...flags, '--headless=new', ...CHROMIUM_ARGS],
  });
}

/**
 * A load-robust companion of Lighthouse's simulated TBT: the page's main-thread tasks after its
 * first contentful paint, by their thread CPU time (trace `tdur`) instead of their wall time, ×4
 * as Lighthouse's phone, minus 50 ms each. On this 2-core machine the servers, Lighthouse and
 * Chromium's other processes share the cores with the page, and a task's wall time counts the
 * time it waited for one. Also returns the CPU ms of the tasks over 10 ms.
 */
export function cpuTimeBlocking(trace) {
  const events = trace?.traceEvents ?? [];
  const threadNames = new Map(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name')
      .map((event) => [`${event.pid}:${event.tid}`, event.args.name]),
  );
  const counts = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && threadNames.get(key) === 'CrRendererMain')
      counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const firstPaint = Math.min(
    ...events
      .filter((event) => event.name === 'firstContentfulPaint' && `${event.pid}:${event.tid}` === main)
      .map((event) => event.ts),
  );
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      `${event.pid}:${event.tid}` === main &&
      (!Number.isFinite(firstPaint) || event.ts >= firstPaint),
  );
  const cpu = tasks.map((task) => (task.tdur ?? 0) / 1000);
  return {
    blocking: cpu.reduce((sum, ms) => sum + Math.max(0, ms * 4 - 50), 0),
    big: cpu.filter((ms) => ms > 10).map((ms) => ms.toFixed(1)),
  };
}

/**
 * The figures of one Lighthouse run (times in ms); `cpuTBT` when its trace is given.
 * `observedFCP` is when the unthrottled page's first paint was presented. Lantern's simulated FCP
 * and LCP count every request that ended before it, so a late one (Chromium 156 headless at times
 * presents a frame drawn at ~0.25 s only with the next one, ~1.2 s later) adds the page's scripts
 * to both.
 */
export function lighthouseFigures(lhr, trace = null) {
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    observedFCP: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    FCP: value('first-contentful-paint'),
    LCP: value('largest-contentful-paint'),
    TBT: value('total-blocking-time'),
    CLS: value('cumulative-layout-shift'),
    SI: value('speed-index'),
    cpuTBT: trace ? cpuTimeBlocking(trace).blocking : Number.NaN,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * "median 97 of 96, 97, 98 (goal ≥ 95) — FCP 1.3 s · LCP 1.8 s · TBT 120 ms (…) · CLS 0.002 ·
 * SI 1.3 s (…) · TBT from CPU time 40 ms (32, 40, 51)"
 */
export function describeRuns(runs, goal) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const medians = Object.fromEntries(
    ['score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'cpuTBT'].map((key) => [
      key,
      median(runs.map((run) => run[key])),
    ]),
  );
  const cpuTBT = Number.isFinite(medians.cpuTBT)
    ? ` · TBT from CPU time ${Math.round(medians.cpuTBT)} ms (${runs.map((run) => Math.round(run.cpuTBT)).join(', ')})`
    : '';
  return (
    `median ${medians.score} of ${runs.map((run) => run.score).join(', ')} (goal ≥ ${goal}) — ` +
    `FCP ${seconds(medians.FCP)} · LCP ${seconds(medians.LCP)} · TBT ${Math.round(medians.TBT)} ms ` +
    `(${runs.map((run) => Math.round(run.TBT)).join(', ')}) · CLS ${medians.CLS.toFixed(3)} · ` +
    `SI ${seconds(medians.SI)} (medians of each metric; LCP runs ${runs.map((run) => seconds(run.LCP)).join(', ')}; ` +
    `first paint observed at ${runs.map((run) => seconds(run.observedFCP)).join(', ')})` +
    cpuTBT
  );
}
