import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Histogram, Registry } from 'prom-client';
import { SeriesHistogram } from '../../src/lib/series-histogram';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LABELS = ['method', 'route', 'status_code'] as const;
// On a bound, between bounds, below the first and above the last (only +Inf counts it).
const OBSERVED: Array<[Record<(typeof LABELS)[number], string>, number]> = [
  [{ method: 'GET', route: '/v1/referrals/job-openings', status_code: '200' }, 0.0031],
  [{ method: 'GET', route: '/v1/referrals/job-openings', status_code: '200' }, 0.01],
  [{ method: 'GET', route: '/v1/referrals/job-openings', status_code: '200' }, 0.7],
  [{ method: 'POST', route: '/v1/practice/evaluate', status_code: '429' }, 12.5],
  [{ method: 'GET', route: 'unmatched', status_code: '404' }, 0.0004],
  [{ method: 'GET', route: '/v1/referrals/job-openings', status_code: '304' }, 2.5],
];

/** The same observations through prom-client's own Histogram and through SeriesHistogram. */
async function bothTexts(): Promise<{ library: string; series: string; seriesRegistry: Registry }> {
  const libraryRegistry = new Registry();
  const library = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer',
    labelNames: LABELS,
    buckets: BUCKETS,
    registers: [libraryRegistry],
  });
  const seriesRegistry = new Registry();
  const series = new SeriesHistogram(
    'http_request_duration_seconds',
    'Time to answer',
    LABELS,
    BUCKETS,
    seriesRegistry,
  );
  for (const [labels, seconds] of OBSERVED) {
    library.labels(labels).observe(seconds);
    series.series(labels)(seconds);
  }
  return { library: await libraryRegistry.metrics(), series: await seriesRegistry.metrics(), seriesRegistry };
}

describe('SeriesHistogram', () => {
  it('is exposed exactly as prom-client exposes its own histogram of the same observations', async () => {
    const { library, series } = await bothTexts();
    assert.match(
      series,
      /http_request_duration_seconds_bucket\{le="\+Inf",method="POST",.*status_code="429"\} 1/,
    );
    assert.equal(series, library);
  });

  it('answers the JSON form alike, and a reset empties it as prom-client does', async () => {
    const { seriesRegistry } = await bothTexts();
    const [metric] = await seriesRegistry.getMetricsAsJSON();
    assert.equal(metric?.type, 'histogram');
    assert.equal(metric?.values.length, 4 * (BUCKETS.length + 3));
    seriesRegistry.resetMetrics();
    assert.equal(
      await seriesRegistry.metrics(),
      '# HELP http_request_duration_seconds Time to answer\n# TYPE http_request_duration_seconds histogram\n',
    );
  });
});
