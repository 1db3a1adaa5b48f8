import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from 'shared-ui';
import type { DailyBarChartProps } from './daily-bar-chart';
import styles from './stats-screen.module.css';

const DailyBarChart = lazy(() => import('./daily-bar-chart'));

interface DailySectionProps extends DailyBarChartProps {
  title: string;
  /** The same numbers as a table, shown beside the chart. */
  table: ReactNode;
}

export function DailySection({ title, table, ...chart }: DailySectionProps) {
  const headingId = `${chart.seriesName.toLowerCase().replace(/\W+/g, '-')}-per-day`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {title}
      </h2>
      <p className={styles.summary}>{chart.summary}</p>
      <div className={styles.chartAndTable}>
        <figure className={styles.chart} aria-label={`${title}, chart`} data-testid={`${headingId}-chart`}>
          <Suspense fallback={<Spinner label="Loading the chart" />}>
            <DailyBarChart {...chart} />
          </Suspense>
        </figure>
        {table}
      </div>
    </section>
  );
}
