import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The development mailer's outbox. In the database rather than in memory so that a code sent through one
 * replica can be read through any other; only ever written while mail is not really sent.
 */
export const devOutboxMessages = pgTable(
  'dev_outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sender: text('sender').notNull().default(''),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_outbox_messages_recipient_idx').on(table.recipient, table.id)],
);

/**
 * One row per worker process, touched on a timer: /health reports the workers seen recently, and the
 * API accepts a submission in a language only while some live worker lists it (issue 29).
 */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  /** The languages this worker can evaluate now (its sandbox, seccomp filter and toolchain work). */
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The languages whose analyzer this worker has. */
  analyzers: text('analyzers')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
