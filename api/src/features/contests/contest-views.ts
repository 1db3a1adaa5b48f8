import { toIsoTimestamp } from '../../lib/timestamps';
import { CONTEST_DEGREES, CONTEST_GRADUATION_YEARS, maskedEmail } from './contest-rules';
import type { ContestRow, ParticipantRow, StandingRow } from './contests-repository';

const isoOrNull = (value: string | null) => (value === null ? null : toIsoTimestamp(value));

/** The caller's side of a contest: registered or not, and their window once started. */
export function toMe(participant: ParticipantRow | undefined) {
  return {
    registered: participant !== undefined,
    degree: participant?.degree ?? null,
    graduation_year: participant?.graduation_year ?? null,
    window_started_at: isoOrNull(participant?.window_started_at ?? null),
    window_ends_at: isoOrNull(participant?.window_ends_at ?? null),
  };
}

/** A contest as every page shows it; `me` is null for a visitor (`participant` is then not asked for). */
export function toContest(row: ContestRow, me: ReturnType<typeof toMe> | null) {
  return {
    id: row.id,
    name: row.name,
    page_text: row.page_text,
    registration_opens_at: toIsoTimestamp(row.registration_opens_at),
    registration_closes_at: toIsoTimestamp(row.registration_closes_at),
    starts_at: toIsoTimestamp(row.starts_at),
    ends_at: toIsoTimestamp(row.ends_at),
    window_minutes: row.window_minutes,
    problems: row.problems,
    eligibility: { degrees: [...CONTEST_DEGREES], graduation_years: [...CONTEST_GRADUATION_YEARS] },
    me,
    server_time: new Date().toISOString(),
  };
}

/** The average over every contest problem (unattempted ones count 0), to two decimals. */
export const averageRating = (scoreSum: number, problemCount: number) =>
  problemCount > 0 ? Math.round((scoreSum / problemCount) * 100) / 100 : 0;

/** A public leaderboard line: no e-mail, no submission, no code. */
export function toLeaderboardRow(row: StandingRow, problemCount: number) {
  return {
    rank: row.rank,
    display_name: maskedEmail(row.email),
    average_rating: averageRating(row.score_sum, problemCount),
    time_taken_seconds: row.time_taken_seconds,
    problems_attempted: row.problems_attempted,
    invited: row.invited,
  };
}

export const STANDINGS_CSV_HEADER = [
  'rank',
  'name',
  'email',
  'degree',
  'graduation_year',
  'average_rating',
  'time_taken_seconds',
  'invited',
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A text that
 * a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The operator's export: every participant in rank order (accounts have no name: that column stays empty). */
export function standingsCsv(rows: StandingRow[], problemCount: number): string {
  const lines = [STANDINGS_CSV_HEADER.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.rank,
        '',
        row.email,
        row.degree,
        row.graduation_year,
        averageRating(row.score_sum, problemCount).toFixed(2),
        row.time_taken_seconds,
        row.invited ? 'yes' : 'no',
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
