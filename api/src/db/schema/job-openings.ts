import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const JOB_STATUSES = ['draft', 'published', 'reject'] as const;
export const EMPLOYMENT_TYPES = ['Intern', 'Full-time', 'Contract'] as const;

export const jobOpenings = pgTable(
  'job_openings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    employmentType: text('employment_type').notNull(),
    location: text('location').notNull(),
    yoe: integer('yoe').notNull(),
    skills: text('skills').array().notNull(),
    link: text('link').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    status: text('status').notNull().default('draft'),
    faangLevel: text('faang_level').notNull().default('no'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    // Set when a draft is approved; job alerts cover openings by the time they became visible.
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    // Deleting only hides an opening: unlocks and referral requests keep pointing at it, so the job
    // seekers who paid for it still see it under My referrals.
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
    // job_skills_text is an IMMUTABLE wrapper (migration 0000): array_to_string itself is only STABLE.
    // English stemming ("developers" finds "Development"); job_place_words (migration 0012) adds every
    // spelling of the location's city, since PGlite cannot load a synonym dictionary file (issue 32).
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, title || ' ' || company_name || ' ' || job_skills_text(skills) || ' ' || job_place_words(location))`,
    ),
  },
  (table) => [
    check('job_openings_status_valid', sql`${table.status} IN ('draft', 'published', 'reject')`),
    check('job_openings_faang_level_valid', sql`${table.faangLevel} IN ('yes', 'no')`),
    check(
      'job_openings_employment_type_valid',
      sql`${table.employmentType} IN ('Intern', 'Full-time', 'Contract')`,
    ),
    check('job_openings_counts_not_negative', sql`${table.viewCount} >= 0 AND ${table.shareCount} >= 0`),
    index('job_openings_search_idx').using('gin', table.search),
    // ORDER BY ... DESC means NULLS FIRST; an index written NULLS LAST is not used for it.
    index('job_openings_feed_latest_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('job_openings_feed_faang_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'published' AND faang_level = 'yes'`),
    // Job alerts read the openings that became visible since a user's last digest.
    index('job_openings_visible_since_idx')
      .on(sql`COALESCE(${table.publishedAt}, ${table.createdAt})`)
      .where(sql`status = 'published'`),
    // Review screens list drafts and rejects; published rows are left to the two feed indexes, or the
    // planner walks this one for the feed and sorts.
    index('job_openings_review_idx')
      .on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status <> 'published'`),
  ],
);

export const jobUnlocks = pgTable(
  'job_unlocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [unique('job_unlocks_user_job_unique').on(table.userId, table.jobId)],
);

export const referralRequests = pgTable(
  'referral_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    resumeLink: text('resume_link').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    check('referral_requests_status_valid', sql`${table.status} IN ('pending', 'referred', 'declined')`),
    unique('referral_requests_user_job_unique').on(table.userId, table.jobId),
    index('referral_requests_created_idx').on(table.createdAt),
    // "Who asked for a referral" per opening, and the request counts in the administrator's list.
    index('referral_requests_job_idx').on(table.jobId),
  ],
);
