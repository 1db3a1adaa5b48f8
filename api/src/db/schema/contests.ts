import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { problems } from './practice';

/**
 * Issue 31 item 4: a timed contest. The day runs from `starts_at` to `ends_at` (00:00–24:00 Asia/Kolkata
 * of the day the operator picked); each participant gets one window of `window_minutes` inside it.
 */
export const contests = pgTable(
  'contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    pageText: text('page_text').notNull(),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true, mode: 'string' }).notNull(),
    registrationClosesAt: timestamp('registration_closes_at', {
      withTimezone: true,
      mode: 'string',
    }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }).notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    check('contests_day_valid', sql`${table.startsAt} < ${table.endsAt}`),
    check(
      'contests_window_valid',
      sql`${table.windowMinutes} > 0 AND make_interval(mins => ${table.windowMinutes}) <= ${table.endsAt} - ${table.startsAt}`,
    ),
    check(
      'contests_registration_valid',
      sql`${table.registrationOpensAt} < ${table.registrationClosesAt} AND ${table.registrationClosesAt} <= ${table.endsAt}`,
    ),
    // GET /contests/current: the contest with the latest day.
    index('contests_starts_idx').on(table.startsAt.desc()),
  ],
);

/** The (problem, level) pairs a contest is judged on, in the operator's order. */
export const contestProblems = pgTable(
  'contest_problems',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contestId, table.problemId, table.level] }),
    check('contest_problems_level_valid', sql`${table.level} BETWEEN 1 AND 3`),
    // From a submission to the contests that count it.
    index('contest_problems_problem_idx').on(table.problemId, table.level),
  ],
);

/**
 * A registered participant, their window, and their maintained score: `score_sum` is the sum of their best
 * overall rating per contest problem (average = score_sum / number of contest problems), `last_raised_at`
 * the submitted_at of the submission that last raised it. Kept up to date when an evaluation completes, so
 * the leaderboard reads this table alone, in the order of its index.
 */
export const contestParticipants = pgTable(
  'contest_participants',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    degree: text('degree').notNull(),
    graduationYear: smallint('graduation_year').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'string' }),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'string' }),
    invited: boolean('invited').notNull().default(false),
    scoreSum: doublePrecision('score_sum').notNull().default(0),
    lastRaisedAt: timestamp('last_raised_at', { withTimezone: true, mode: 'string' }),
    problemsAttempted: smallint('problems_attempted').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.contestId, table.userId] }),
    check(
      'contest_participants_window_valid',
      sql`(${table.windowStartedAt} IS NULL) = (${table.windowEndsAt} IS NULL)`,
    ),
    // The leaderboard's order: average (the sum, over a fixed number of problems) descending, then the
    // time taken ascending, no points (no time) last.
    index('contest_participants_leaderboard_idx').on(
      table.contestId,
      table.scoreSum.desc(),
      sql`(${table.lastRaisedAt} - ${table.windowStartedAt})`,
      table.userId,
    ),
    // From a completed submission (or a submit) to the caller's windows.
    index('contest_participants_user_idx').on(table.userId),
  ],
);

/** Per participant and contest problem: the best overall rating inside their window, and when it was first reached. */
export const contestProblemScores = pgTable(
  'contest_problem_scores',
  {
    contestId: uuid('contest_id').notNull(),
    userId: uuid('user_id').notNull(),
    problemId: uuid('problem_id').notNull(),
    level: smallint('level').notNull(),
    bestRating: doublePrecision('best_rating').notNull(),
    // The submitted_at of the earliest in-window submission with that rating.
    reachedAt: timestamp('reached_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contestId, table.userId, table.problemId, table.level] }),
    foreignKey({
      name: 'contest_problem_scores_participant_fk',
      columns: [table.contestId, table.userId],
      foreignColumns: [contestParticipants.contestId, contestParticipants.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'contest_problem_scores_problem_fk',
      columns: [table.contestId, table.problemId, table.level],
      foreignColumns: [contestProblems.contestId, contestProblems.problemId, contestProblems.level],
    }).onDelete('cascade'),
  ],
);
