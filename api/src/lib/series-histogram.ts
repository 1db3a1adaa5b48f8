import type { Metric, MetricObjectWithValues, MetricValueWithName, Registry } from 'prom-client';

/** Records one observation, in seconds, into a series bound to its label values. */
export type Observe = (seconds: number) => void;

type Series<L extends string> = {
  labels: Record<L, string>;
  buckets: Float64Array;
  sum: number;
  count: number;
};

/**
 * A Prometheus histogram for the per-request hot path, served by a prom-client registry like any other
 * metric and exposed in the same text (same names, labels, buckets, cumulative counts, `+Inf`, `_sum`,
 * `_count`). prom-client 15 validates, sorts and hashes the labels on every `observe`, even through a
 * label child (prometheus/client_js issue 38): about 1.8 µs a request here. A series of this class is a
 * closure over a few numbers, bound once per label set; observing finds the bucket and adds.
 */
export class SeriesHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all = new Map<string, Series<L>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly L[],
    private readonly upperBounds: readonly number[],
    registry: Registry,
  ) {
    // The registry reads metrics through get() (the Metric interface); only its class union is typed.
    registry.registerMetric(this as unknown as Metric);
  }

  /** The observer of one label set; call once per label set and keep it (label values are not checked). */
  series(labels: Record<L, string>): Observe {
    const key = this.labelNames.map((name) => labels[name]).join('\u0000');
    let series = this.all.get(key);
    if (!series) {
      series = { labels, buckets: new Float64Array(this.upperBounds.length + 1), sum: 0, count: 0 };
      this.all.set(key, series);
    }
    const found = series;
    const bounds = this.upperBounds;
    return (seconds) => {
      let index = 0;
      while (index < bounds.length && seconds > bounds[index]!) index += 1;
      found.buckets[index] = found.buckets[index]! + 1;
      found.sum += seconds;
      found.count += 1;
    };
  }

  /** What prom-client's Histogram#get answers: cumulative buckets, then `+Inf`, sum and count per series. */
  async get(): Promise<MetricObjectWithValues<MetricValueWithName<string>>> {
    const values: Array<MetricValueWithName<string>> = [];
    for (const { labels: seriesLabels, buckets, sum, count } of this.all.values()) {
      if (count === 0) continue;
      const labels: Record<string, string> = seriesLabels;
      let cumulative = 0;
      this.upperBounds.forEach((bound, index) => {
        cumulative += buckets[index]!;
        values.push({
          labels: { le: bound, ...labels },
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels: { ...labels }, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels: { ...labels }, value: count, metricName: `${this.name}_count` });
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values,
    } as unknown as MetricObjectWithValues<MetricValueWithName<string>>;
  }

  /** Registry#resetMetrics: the series stay bound, their counts start again. */
  reset(): void {
    for (const series of this.all.values()) {
      series.buckets.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }
}
