import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    credits: integer('credits').notNull().default(0),
    yoe: integer('yoe'),
    domainsInterestedIn: text('domains_interested_in')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locationsOpenTo: text('locations_open_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    currentOrganization: text('current_organization').notNull().default(''),
    // Issue 15: the e-mail digest of new matching openings; new accounts start subscribed.
    jobAlerts: text('job_alerts').notNull().default('daily'),
    // Issue 32: the last resume link sent with a referral request prefills the next one; the notes
    // only when the member ticked "remember" (empty otherwise). Both editable in Settings.
    resumeLink: text('resume_link').notNull().default(''),
    applyNotes: text('apply_notes').notNull().default(''),
    // Set by a trigger (migration 0015) whenever job_alerts changes: an unsubscribe link issued before the
    // alerts were turned on again no longer works.
    jobAlertsChangedAt: timestamp('job_alerts_changed_at', { withTimezone: true, mode: 'string' }),
    signupMethod: text('signup_method').notNull().default('otp'),
    referralCode: text('referral_code'),
    userAgent: text('user_agent'),
    fbp: text('fbp'),
    fbc: text('fbc'),
    eventId: text('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    check('users_credits_not_negative', sql`${table.credits} >= 0`),
    check('users_job_alerts_valid', sql`${table.jobAlerts} IN ('daily', 'off')`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'string' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'string' }),
    requestedIp: text('requested_ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [index('otp_codes_email_created_idx').on(table.email, table.createdAt)],
);

/**
 * Wrong one-time-code guesses per address over the last window, across codes: one row per address,
 * so an upsert that appends a guess locks it and parallel guesses cannot pass the cap together.
 */
export const otpGuessLimits = pgTable('otp_guess_limits', {
  email: text('email').primaryKey(),
  wrongGuessTimes: timestamp('wrong_guess_times', { withTimezone: true, mode: 'string' })
    .array()
    .notNull()
    .default(sql`'{}'::timestamptz[]`),
});

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
