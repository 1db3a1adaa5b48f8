import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuTimeBlocking, describeRuns } from './lighthouse-runs.mjs';

const PAGE = 10;
const OTHER_TAB = 20;
const threadName = (pid, name) => ({ ph: 'M', name: 'thread_name', pid, tid: pid, args: { name } });
/** A main-thread task: `wallMs` long, of which `cpuMs` on a core. */
const task = (pid, atMs, wallMs, cpuMs) => ({
  ph: 'X',
  name: 'RunTask',
  pid,
  tid: pid,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

function trace() {
  return {
    traceEvents: [
      threadName(PAGE, 'CrRendererMain'),
      threadName(OTHER_TAB, 'CrRendererMain'),
      // Before the first paint: not blocking in Lighthouse's sense.
      task(PAGE, 0, 100, 100),
      { ph: 'R', name: 'firstContentfulPaint', pid: PAGE, tid: PAGE, ts: 500_000 },
      // 80 ms of wall time, 20 ms of CPU: 20 × 4 − 50 = 30 ms of blocking.
      task(PAGE, 600, 80, 20),
      // 10 ms of CPU: 40 ms on the phone, under 50, so not blocking, however long it waited.
      task(PAGE, 700, 200, 10),
      task(PAGE, 900, 5, 5),
      // Another renderer with fewer tasks is not the page.
      task(OTHER_TAB, 800, 300, 300),
    ],
  };
}

test('TBT from CPU time counts the CPU of the page’s main-thread tasks after its first paint', () => {
  const { blocking, big } = cpuTimeBlocking(trace());
  assert.equal(blocking, 30);
  assert.deepEqual(big, ['20.0']);
});

test('without a first paint in the trace every task of the page counts', () => {
  const events = trace().traceEvents.filter((event) => event.name !== 'firstContentfulPaint');
  assert.equal(cpuTimeBlocking({ traceEvents: events }).blocking, 30 + 350);
});

test('the runs’ description shows Lighthouse’s TBT of each run and, when traced, the CPU figure', () => {
  const run = (score, TBT, cpuTBT) => ({
    score,
    FCP: 900,
    LCP: 1500,
    TBT,
    CLS: 0,
    SI: 1100,
    cpuTBT,
    observedFCP: 300,
  });
  const traced = describeRuns([run(96, 120, 30), run(94, 300, 40), run(97, 90, 20)], 95);
  assert.match(traced, /^median 96 of 96, 94, 97 \(goal ≥ 95\)/);
  assert.match(traced, /TBT 120 ms \(120, 300, 90\)/);
  assert.match(traced, /first paint observed at 0\.3 s, 0\.3 s, 0\.3 s\)/);
  assert.match(traced, /TBT from CPU time 30 ms \(30, 40, 20\)$/);
  const untraced = describeRuns([run(96, 120, Number.NaN)], 95);
  assert.doesNotMatch(untraced, /CPU time/);
});
