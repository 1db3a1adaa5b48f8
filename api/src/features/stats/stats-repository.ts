import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

export type Stats = {
  total_sign_ups: number;
  user_sign_ups_per_day: Array<{ date: string; count: number }>;
  total_payments: number;
  payments_per_day: Array<{ date: string; count: number; amount: number }>;
  referral_stats: Record<string, number>;
};

export function createStatsRepository(db: Database) {
  return {
    /** Days are UTC calendar days; payments count only orders that were paid. */
    async read(days: number): Promise<Stats> {
      const [totals] = await queryRows<{ sign_ups: number; payments: number }>(
        db,
        sql`SELECT (SELECT count(*)::int FROM users) AS sign_ups,
                   (SELECT count(*)::int FROM payment_orders WHERE status = 'paid') AS payments`,
      );
      const signUps = await queryRows<{ date: string; count: number }>(
        db,
        sql`SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date, count(*)::int AS count
            FROM users WHERE created_at > now() - make_interval(days => ${days})
            GROUP BY 1 ORDER BY 1 DESC`,
      );
      const payments = await queryRows<{ date: string; count: number; amount: number }>(
        db,
        sql`SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date,
                   count(*)::int AS count, sum(amount)::int AS amount
            FROM payment_orders WHERE status = 'paid' AND created_at > now() - make_interval(days => ${days})
            GROUP BY 1 ORDER BY 1 DESC`,
      );
      const referrals = await queryRows<{ code: string; count: number }>(
        db,
        sql`SELECT referral_code AS code, count(*)::int AS count FROM users
            WHERE referral_code IS NOT NULL AND referral_code <> ''
            GROUP BY referral_code ORDER BY count(*) DESC LIMIT 1000`,
      );
      return {
        total_sign_ups: Number(totals?.sign_ups ?? 0),
        user_sign_ups_per_day: signUps.map((row) => ({ date: row.date, count: Number(row.count) })),
        total_payments: Number(totals?.payments ?? 0),
        payments_per_day: payments.map((row) => ({
          date: row.date,
          count: Number(row.count),
          amount: Number(row.amount),
        })),
        referral_stats: Object.fromEntries(referrals.map((row) => [row.code, Number(row.count)])),
      };
    },
  };
}
