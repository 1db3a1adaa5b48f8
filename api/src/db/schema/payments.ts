import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { jobOpenings } from './job-openings';

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appName: text('app_name').notNull(),
    amount: integer('amount').notNull(),
    credits: integer('credits').notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    paymentSessionId: text('payment_session_id').notNull().unique(),
    status: text('status').notNull().default('created'),
    creditedAt: timestamp('credited_at', { withTimezone: true, mode: 'string' }),
    redirectUrl: text('redirect_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_orders_status_valid', sql`${table.status} IN ('created', 'paid', 'failed')`),
    index('payment_orders_user_idx').on(table.userId),
    index('payment_orders_created_idx').on(table.createdAt),
  ],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    jobId: integer('job_id').references(() => jobOpenings.id, { onDelete: 'set null' }),
    paymentOrderId: text('payment_order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    check('credit_ledger_reason_valid', sql`${table.reason} IN ('signup', 'unlock', 'recharge')`),
    index('credit_ledger_user_idx').on(table.userId),
    // A second credit for one payment is refused by the database itself.
    uniqueIndex('credit_ledger_payment_once_idx').on(table.paymentOrderId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    // A cancelled subscription is kept (who had what, when) but no longer grants anything.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_dates_ordered', sql`${table.endDate} >= ${table.startDate}`),
    index('subscriptions_email_idx').on(table.email),
  ],
);

export const linkedinTokens = pgTable('linkedin_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accessToken: text('access_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
