import type { Database } from '../../db/database';
import { subscriptions } from '../../db/schema/payments';

export function createSubscriptionsRepository(db: Database) {
  return {
    async create(input: { email: string; startDate: string; endDate: string }) {
      const [row] = await db
        .insert(subscriptions)
        .values({ email: input.email.toLowerCase(), startDate: input.startDate, endDate: input.endDate })
        .returning();
      return row;
    },
  };
}
