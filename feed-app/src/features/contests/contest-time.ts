// Contest times as a student in India reads them: in IST (UTC+5:30, no daylight saving), in en-IN's
// words, written without Intl so the server's markup and the browser's first render agree
// (lib/en-in-text.ts explains why Intl waits).
import { enInLongUtcDate } from '../../lib/en-in-text';

const IST_OFFSET_MS = 330 * 60_000;

const inIst = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MS);

/** '15 August 2025' */
export function istDate(iso: string): string {
  return enInLongUtcDate(inIst(iso));
}

/** '9:05 am', as en-IN writes `timeStyle: 'short'`. */
export function istTime(iso: string): string {
  const time = inIst(iso);
  const hours = time.getUTCHours();
  const minutes = String(time.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** '15 August 2025, 9:05 am IST' */
export function istDateTime(iso: string): string {
  return `${istDate(iso)}, ${istTime(iso)} IST`;
}

/** 180 → '3 hours', 90 → '90 minutes', 60 → '1 hour'. */
export function windowLength(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 180 → '3-hour', 90 → '90-minute' (as in 'a 3-hour window'). */
export function windowSize(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60}-hour` : `${minutes}-minute`;
}

/** 180 → 'A 3-hour window', the fact the static page states too. */
export function windowFact(minutes: number): string {
  return `A ${windowSize(minutes)} window`;
}

/** Seconds as h:mm:ss ('2:59:07'), for the countdown and the time taken. Negative counts as 0. */
export function clock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const rest = String(seconds % 60).padStart(2, '0');
  return `${hours}:${minutes}:${rest}`;
}
