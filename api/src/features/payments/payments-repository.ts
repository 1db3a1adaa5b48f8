import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { paymentOrders } from '../../db/schema/payments';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export function createPaymentsRepository(db: Database) {
  return {
    async create(order: typeof paymentOrders.$inferInsert): Promise<PaymentOrderRow> {
      const [row] = await db.insert(paymentOrders).values(order).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findById(id: string): Promise<PaymentOrderRow | undefined> {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).limit(1);
      return row;
    },

    async findBySessionId(paymentSessionId: string): Promise<PaymentOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.paymentSessionId, paymentSessionId))
        .limit(1);
      return row;
    },

    async markFailed(id: string): Promise<void> {
      await db.execute(
        sql`UPDATE payment_orders SET status = 'failed' WHERE id = ${id} AND status = 'created'`,
      );
    },

    /**
     * Marks the order paid and adds its credits, once: whoever comes second (the return page or the
     * webhook) finds credited_at already set after waiting for the first one's row lock.
     */
    async creditOnce(id: string): Promise<{ credited: boolean }> {
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`WITH paid AS (
              UPDATE payment_orders SET status = 'paid', credited_at = now()
              WHERE id = ${id} AND credited_at IS NULL
              RETURNING id, user_id, credits
            ), credited AS (
              UPDATE users SET credits = users.credits + paid.credits FROM paid WHERE users.id = paid.user_id
              RETURNING users.id
            ), ledger AS (
              INSERT INTO credit_ledger (user_id, delta, reason, payment_order_id)
              SELECT user_id, credits, 'recharge', id FROM paid
            )
            SELECT user_id FROM paid`,
      );
      return { credited: rows.length === 1 };
    },
  };
}
