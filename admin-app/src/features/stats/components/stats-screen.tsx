import { useSearchParams } from 'shared-router';
import { ErrorPanel, SelectField, SkeletonList } from 'shared-ui';
import { AdminPage } from '../../../components/admin-page';
import { useStats } from '../api/get-stats';
import { fillDays } from '../daily-series';
import { formatLongDay, formatRupees } from '../day-format';
import type { DailyCount, DailyPayments } from '../types';
import { DailySection } from './daily-section';
import { DailyTable } from './daily-table';
import { ReferralCodeTable } from './referral-code-table';
import styles from './stats-screen.module.css';

const RANGES = [7, 30, 90, 365] as const;
const DEFAULT_RANGE = 30;

function rangeFrom(value: string | null): number {
  const days = Number(value);
  return (RANGES as readonly number[]).includes(days) ? days : DEFAULT_RANGE;
}

function describe(series: DailyCount[], noun: string, days: number): string {
  const total = series.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return `No ${noun} in the last ${days} days.`;
  const peak = series.reduce((best, row) => (row.count > best.count ? row : best));
  return `${total} ${noun} in the last ${days} days; the busiest day was ${formatLongDay(peak.date)} with ${peak.count}.`;
}

export default function StatsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const days = rangeFrom(searchParams.get('days'));
  const stats = useStats(days);

  const rangePicker = (
    <SelectField
      label="Period"
      value={String(days)}
      options={RANGES.map((range) => ({ value: String(range), label: `Last ${range} days` }))}
      onChange={(event) =>
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (Number(event.target.value) === DEFAULT_RANGE) next.delete('days');
            else next.set('days', event.target.value);
            return next;
          },
          { replace: true },
        )
      }
    />
  );

  if (stats.isPending) {
    return (
      <AdminPage title="Stats" actions={rangePicker}>
        <SkeletonList count={3} label="Loading the statistics" />
      </AdminPage>
    );
  }
  if (stats.isError) {
    return (
      <AdminPage title="Stats" actions={rangePicker}>
        <ErrorPanel
          title="The statistics did not load"
          message={stats.error.message}
          onRetry={() => void stats.refetch()}
        />
      </AdminPage>
    );
  }

  const signUps = fillDays(stats.data.user_sign_ups_per_day, days, (date) => ({ date, count: 0 }));
  const payments = fillDays<DailyPayments>(stats.data.payments_per_day, days, (date) => ({
    date,
    count: 0,
    amount: 0,
  }));

  return (
    <AdminPage
      title="Stats"
      description="Sign-ups, payments and referral codes. Days are UTC."
      actions={rangePicker}
    >
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>Total sign-ups</dt>
          <dd>{stats.data.total_sign_ups.toLocaleString()}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total payments</dt>
          <dd>{stats.data.total_payments.toLocaleString()}</dd>
        </div>
      </dl>
      <DailySection
        title="Sign-ups per day"
        seriesName="Sign-ups"
        colourToken="--color-primary"
        data={signUps}
        summary={describe(signUps, 'sign-ups', days)}
        table={
          <DailyTable
            caption="Sign-ups per day"
            rows={signUps}
            columns={[{ header: 'Sign-ups', cell: (row) => row.count }]}
          />
        }
      />
      <DailySection
        title="Payments per day"
        seriesName="Payments"
        colourToken="--color-accent"
        data={payments}
        summary={describe(payments, 'payments', days)}
        table={
          <DailyTable
            caption="Payments per day"
            rows={payments}
            columns={[
              { header: 'Payments', cell: (row) => row.count },
              { header: 'Amount', cell: (row) => formatRupees(row.amount) },
            ]}
          />
        }
      />
      <ReferralCodeTable referralStats={stats.data.referral_stats} />
    </AdminPage>
  );
}
