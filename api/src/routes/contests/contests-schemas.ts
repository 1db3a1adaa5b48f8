import { z } from 'zod';
import {
  CONTEST_DEGREES,
  CONTEST_GRADUATION_YEARS,
  DEGREE_MESSAGE,
  GRADUATION_YEAR_MESSAGE,
} from '../../features/contests/contest-rules';

export const LEADERBOARD_PAGE_SIZE = 50;
export const LEADERBOARD_MAX_PAGE_SIZE = 200;

export const contestIdParams = z.object({ contestId: z.uuid({ error: 'The contest id is not valid.' }) });

/** The signed-in caller's registration and window (null for a visitor). */
export const contestMe = z
  .object({
    registered: z.boolean(),
    degree: z.string().nullable(),
    graduation_year: z.number().nullable(),
    window_started_at: z.string().nullable(),
    window_ends_at: z.string().nullable(),
  })
  .describe('The caller’s registration and window; null for a visitor.');

export const contestSchema = z.object({
  id: z.string(),
  name: z.string(),
  page_text: z.string(),
  registration_opens_at: z.string(),
  registration_closes_at: z.string(),
  starts_at: z.string().describe('The contest day’s start: 00:00 Asia/Kolkata.'),
  ends_at: z.string().describe('The contest day’s end: 24:00 Asia/Kolkata.'),
  window_minutes: z.number(),
  problems: z.array(z.object({ problem_id: z.string(), title: z.string(), level: z.number() })),
  eligibility: z.object({
    degrees: z.array(z.enum(CONTEST_DEGREES)),
    graduation_years: z.array(z.number()),
  }),
  me: contestMe.nullable(),
  server_time: z.string().describe('The server’s clock when it answered (for countdowns).'),
});

export const currentContestResponse = z.object({ contest: contestSchema.nullable() });

export const registrationBody = z.object(
  {
    degree: z.enum(CONTEST_DEGREES, { error: DEGREE_MESSAGE }),
    graduation_year: z.literal(CONTEST_GRADUATION_YEARS, { error: GRADUATION_YEAR_MESSAGE }),
  },
  { error: 'Send { "degree": …, "graduation_year": … }.' },
);

export const meResponse = z.object({ me: contestMe });

const pageSize = z.coerce
  .number({ error: `limit must be a number from 1 to ${LEADERBOARD_MAX_PAGE_SIZE}.` })
  .int({ error: `limit must be a whole number from 1 to ${LEADERBOARD_MAX_PAGE_SIZE}.` })
  .min(1, { error: `limit must be a number from 1 to ${LEADERBOARD_MAX_PAGE_SIZE}.` })
  .max(LEADERBOARD_MAX_PAGE_SIZE, { error: `limit must be a number from 1 to ${LEADERBOARD_MAX_PAGE_SIZE}.` })
  .default(LEADERBOARD_PAGE_SIZE);

const offset = z.coerce
  .number({ error: 'offset must be a whole number from 0.' })
  .int({ error: 'offset must be a whole number from 0.' })
  .min(0, { error: 'offset must be a whole number from 0.' })
  .max(1_000_000, { error: 'offset must be at most 1000000.' })
  .default(0);

export const leaderboardQuery = z.object({ limit: pageSize, offset });

export const leaderboardRow = z.object({
  rank: z.number(),
  display_name: z.string().describe('The account’s name, else its e-mail masked ("ra…@gmail.com").'),
  average_rating: z.number(),
  time_taken_seconds: z.number().nullable(),
  problems_attempted: z.number(),
  invited: z.boolean(),
});

export const leaderboardResponse = z.object({
  total: z.number(),
  problem_count: z.number(),
  rows: z.array(leaderboardRow),
});
