import type { DailyCount } from './types';

const DAY_MS = 86_400_000;

function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The API lists only the UTC days that had something, newest first. A chart needs every day of the
 * range, oldest first, with zeros for the quiet days.
 */
export function fillDays<Row extends DailyCount>(
  rows: readonly Row[],
  days: number,
  empty: (date: string) => Row,
  now: number = Date.now(),
): Row[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: days }, (_, index) => {
    const date = utcDay(now - (days - 1 - index) * DAY_MS);
    return byDate.get(date) ?? empty(date);
  });
}

/** Referral codes, most sign-ups first, ties by code. */
export function rankReferralCodes(
  referralStats: Record<string, number>,
): Array<{ code: string; signUps: number }> {
  return Object.entries(referralStats)
    .map(([code, signUps]) => ({ code, signUps }))
    .sort((a, b) => b.signUps - a.signUps || a.code.localeCompare(b.code));
}
