/**
 * Issue 31 item 4: the contest's fixed rules and the sentences its refusals say. The eligibility lists
 * are answered with every contest (`eligibility`) and written into shared-api by `npm run contract`.
 */
export const CONTEST_DEGREES = ['B.Tech', 'B.E.', 'BCA', 'MCA', 'M.Tech'] as const;
export const CONTEST_GRADUATION_YEARS = [2025, 2026, 2027] as const;

export type ContestDegree = (typeof CONTEST_DEGREES)[number];
export type ContestGraduationYear = (typeof CONTEST_GRADUATION_YEARS)[number];

/** The contest day is a calendar day in India: 00:00–24:00 Asia/Kolkata (UTC+05:30 all year, no DST). */
export const CONTEST_TIME_ZONE_OFFSET = '+05:30';
export const MINUTES_PER_DAY = 24 * 60;

export const CONTEST_NOT_FOUND = 'This contest does not exist.';
export const ALREADY_REGISTERED = 'You are already registered for this contest.';
export const REGISTRATION_CLOSED = 'Registration for this contest is closed.';
export const NOT_STARTED = 'The contest has not started yet.';
export const CONTEST_OVER = 'The contest is over.';
export const REGISTER_FIRST = 'Register for the contest first.';

export const DEGREE_MESSAGE = `degree must be one of ${CONTEST_DEGREES.join(', ')}.`;
export const GRADUATION_YEAR_MESSAGE = `graduation_year must be one of ${CONTEST_GRADUATION_YEARS.join(', ')}.`;
export const WINDOW_ZERO_MESSAGE = 'window_minutes must be a whole number of minutes above zero.';
export const WINDOW_TOO_LONG_MESSAGE = `window_minutes must be at most ${MINUTES_PER_DAY}: the window cannot be longer than the contest day.`;
export const NO_PROBLEMS_MESSAGE = 'A contest needs at least one problem.';
export const REPEATED_PROBLEM_MESSAGE = 'Each problem level can be in a contest only once.';
export const REGISTRATION_ORDER_MESSAGE = 'registration_closes_at must be after registration_opens_at.';
export const REGISTRATION_AFTER_DAY_MESSAGE =
  'registration_closes_at must be no later than the end of the contest day (24:00 India time).';

export const missingProblemLevelMessage = (problemId: string, level: number) =>
  `Problem ${problemId} has no level ${level}: pick a problem level that exists.`;
export const unpublishedProblemMessage = (title: string) =>
  `The problem "${title}" is not published: learners could not submit to it. Publish it first.`;

/** The instants a contest day 'YYYY-MM-DD' spans: its midnight in India and the next one. */
export function contestDayBounds(day: string): { startsAt: Date; endsAt: Date } {
  const startsAt = new Date(`${day}T00:00:00${CONTEST_TIME_ZONE_OFFSET}`);
  return { startsAt, endsAt: new Date(startsAt.getTime() + MINUTES_PER_DAY * 60_000) };
}

/**
 * What the leaderboard shows for a participant: never their e-mail. Accounts have no name field, so it
 * is the address masked: the first two characters of the local part (one when it is that short), an
 * ellipsis and the domain, e.g. "ra…@gmail.com".
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '…';
  const local = email.slice(0, at);
  const shown = local.length > 2 ? local.slice(0, 2) : local.slice(0, 1);
  return `${shown}…${email.slice(at)}`;
}
