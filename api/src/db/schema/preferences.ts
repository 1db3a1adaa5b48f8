import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { jobOpenings } from './job-openings';

/** Openings a job seeker keeps for later: one row per (user, opening), so saving twice changes nothing. */
export const savedOpenings = pgTable(
  'saved_openings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'saved_openings_pk', columns: [table.userId, table.jobId] }),
    index('saved_openings_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
  ],
);

/**
 * One row per user and day, inserted before the digest is sent: whichever worker inserts it sends the
 * mail, every other one finds the key taken. covered_until is where the next digest's window starts.
 */
export const jobAlertDigests = pgTable(
  'job_alert_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    digestDay: date('digest_day', { mode: 'string' }).notNull(),
    coveredUntil: timestamp('covered_until', { withTimezone: true, mode: 'string' }).notNull(),
    jobIds: integer('job_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'job_alert_digests_pk', columns: [table.userId, table.digestDay] })],
);

export const JOB_ALERT_CHOICES = ['daily', 'off'] as const;
