import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { subscriptions } from '../../db/schema/payments';
import { containingPattern } from '../../lib/like-pattern';

export const SUBSCRIPTION_STATUSES = ['active', 'upcoming', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type SubscriptionRow = {
  id: number;
  email: string;
  start_date: string;
  end_date: string;
  status: SubscriptionStatus;
  /** False while no account uses the e-mail: the subscription applies once someone signs up with it. */
  has_account: boolean;
  cancelled_at: string | null;
  created_at: string;
};

export type ChangeOutcome = 'changed' | 'not-found' | 'cancelled' | 'ended' | 'not-later';

const TODAY_UTC = sql`((now() AT TIME ZONE 'UTC')::date)`;

// Days are UTC days, as for the subscription check when a learner submits code.
const STATUS_OF_S = sql`CASE
    WHEN s.cancelled_at IS NOT NULL THEN 'cancelled'
    WHEN s.start_date > ${TODAY_UTC} THEN 'upcoming'
    WHEN s.end_date < ${TODAY_UTC} THEN 'expired'
    ELSE 'active' END`;

export function createSubscriptionsRepository(db: Database) {
  return {
    async create(input: { email: string; startDate: string; endDate: string }) {
      const [row] = await db
        .insert(subscriptions)
        .values({ email: input.email.toLowerCase(), startDate: input.startDate, endDate: input.endDate })
        .returning();
      return row;
    },

    async hasAccount(email: string): Promise<boolean> {
      const rows = await queryRows(db, sql`SELECT 1 AS one FROM users WHERE email = lower(${email})`);
      return rows.length > 0;
    },

    /** Newest first; `status` and an e-mail fragment narrow the list. */
    async list(filter: {
      status?: SubscriptionStatus;
      email?: string;
      offset: number;
      limit: number;
    }): Promise<{ rows: SubscriptionRow[]; total: number }> {
      const conditions = [
        filter.status ? sql`${STATUS_OF_S} = ${filter.status}` : sql`TRUE`,
        filter.email ? sql`s.email LIKE ${containingPattern(filter.email.toLowerCase())}` : sql`TRUE`,
      ];
      const where = sql.join(conditions, sql` AND `);
      const rows = await queryRows<SubscriptionRow>(
        db,
        sql`SELECT s.id, s.email, s.start_date::text AS start_date, s.end_date::text AS end_date,
                   ${STATUS_OF_S} AS status,
                   EXISTS (SELECT 1 FROM users u WHERE u.email = s.email) AS has_account,
                   s.cancelled_at::text AS cancelled_at, s.created_at::text AS created_at
            FROM subscriptions s WHERE ${where}
            ORDER BY s.created_at DESC, s.id DESC
            LIMIT ${filter.limit} OFFSET ${filter.offset}`,
      );
      const [counted] = await queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM subscriptions s WHERE ${where}`,
      );
      return { rows, total: counted?.total ?? 0 };
    },

    /** Moves the end date later; a cancelled subscription stays cancelled. */
    async extend(id: number, endDate: string): Promise<ChangeOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await queryRows<{ end_date: string; cancelled: boolean }>(
          tx,
          sql`SELECT end_date::text AS end_date, cancelled_at IS NOT NULL AS cancelled
              FROM subscriptions WHERE id = ${id} FOR UPDATE`,
        );
        if (!current) return 'not-found';
        if (current.cancelled) return 'cancelled';
        if (endDate <= current.end_date) return 'not-later';
        await tx.execute(sql`UPDATE subscriptions SET end_date = ${endDate} WHERE id = ${id}`);
        return 'changed';
      });
    },

    /** Ends the subscription's benefits now; the row is kept as a record. */
    async cancel(id: number): Promise<ChangeOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await queryRows<{ cancelled: boolean; ended: boolean }>(
          tx,
          sql`SELECT cancelled_at IS NOT NULL AS cancelled, end_date < ${TODAY_UTC} AS ended
              FROM subscriptions WHERE id = ${id} FOR UPDATE`,
        );
        if (!current) return 'not-found';
        if (current.cancelled) return 'cancelled';
        if (current.ended) return 'ended';
        await tx.execute(sql`UPDATE subscriptions SET cancelled_at = now() WHERE id = ${id}`);
        return 'changed';
      });
    },
  };
}
