// Lighthouse figures for the benchmarks: one run's metrics, and the median of several runs taken
// metric by metric (the run with the median score can have a slower LCP than another run).

/** The figures of one Lighthouse report (times in ms). */
export function lighthouseFigures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    FCP: value('first-contentful-paint'),
    LCP: value('largest-contentful-paint'),
    TBT: value('total-blocking-time'),
    CLS: value('cumulative-layout-shift'),
    SI: value('speed-index'),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "median 97 of 96, 97, 98 (goal ≥ 95) — FCP 1.3 s · LCP 1.8 s · TBT 120 ms · CLS 0.002 · SI 1.3 s" */
export function describeRuns(runs, goal) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const medians = Object.fromEntries(
    ['score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'].map((key) => [key, median(runs.map((run) => run[key]))]),
  );
  return (
    `median ${medians.score} of ${runs.map((run) => run.score).join(', ')} (goal ≥ ${goal}) — ` +
    `FCP ${seconds(medians.FCP)} · LCP ${seconds(medians.LCP)} · TBT ${Math.round(medians.TBT)} ms · ` +
    `CLS ${medians.CLS.toFixed(3)} · SI ${seconds(medians.SI)} (medians of each metric; LCP runs ` +
    `${runs.map((run) => seconds(run.LCP)).join(', ')})`
  );
}
