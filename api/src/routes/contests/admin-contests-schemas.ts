import { z } from 'zod';
import {
  MINUTES_PER_DAY,
  NO_PROBLEMS_MESSAGE,
  WINDOW_TOO_LONG_MESSAGE,
  WINDOW_ZERO_MESSAGE,
} from '../../features/contests/contest-rules';
import { levelSchema, problemIdSchema } from '../practice/practice-schemas';
import { contestSchema, leaderboardResponse } from './contests-schemas';

const MAX_CONTEST_PROBLEMS = 20;

/** Contests are run in this century: a year outside it is a typo (and some are not storable). */
const inYears = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= 2000 && year <= 2099;
};

const instant = (field: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${field} must be a date and time with its zone, e.g. 2026-08-01T09:00:00+05:30.`,
    })
    .refine(inYears, { error: `${field} must be in the years 2000–2099.` });

export const newContestBody = z.object(
  {
    name: z
      .string({ error: 'name is needed.' })
      .trim()
      .min(1, { error: 'name is needed.' })
      .max(200, { error: 'name must be at most 200 characters.' }),
    page_text: z
      .string({ error: 'page_text is needed: the text of the contest’s public page.' })
      .trim()
      .min(1, { error: 'page_text is needed: the text of the contest’s public page.' })
      .max(20_000, { error: 'page_text must be at most 20000 characters.' }),
    registration_opens_at: instant('registration_opens_at'),
    registration_closes_at: instant('registration_closes_at'),
    contest_day: z.iso
      .date({ error: 'contest_day must be a date, YYYY-MM-DD (the day in India time).' })
      .refine(inYears, { error: 'contest_day must be in the years 2000–2099.' }),
    window_minutes: z
      .number({ error: WINDOW_ZERO_MESSAGE })
      .int({ error: WINDOW_ZERO_MESSAGE })
      .min(1, { error: WINDOW_ZERO_MESSAGE })
      .max(MINUTES_PER_DAY, { error: WINDOW_TOO_LONG_MESSAGE }),
    problems: z
      .array(
        z.object(
          { problem_id: problemIdSchema, level: levelSchema },
          { error: 'Each problem is { problem_id, level }.' },
        ),
        { error: NO_PROBLEMS_MESSAGE },
      )
      .min(1, { error: NO_PROBLEMS_MESSAGE })
      .max(MAX_CONTEST_PROBLEMS, { error: `A contest can have at most ${MAX_CONTEST_PROBLEMS} problems.` }),
  },
  { error: 'Send the contest as JSON.' },
);

export const adminContestSchema = contestSchema.extend({
  participant_count: z.number(),
  created_at: z.string(),
});

export const adminContestsResponse = z.object({ contests: z.array(adminContestSchema) });

export const invitationsResponse = leaderboardResponse.extend({
  invited_count: z
    .number()
    .describe('Participants invited among the top 10 (a tie at 10th place is invited too).'),
});

export const standingsCsvResponse = {
  description:
    'The standings, one participant a line: rank, name, e-mail, degree, graduation year, average, time taken, invited.',
  content: { 'text/csv': { schema: z.string() } },
};
