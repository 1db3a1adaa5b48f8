import type { Contest } from './types';

/**
 * Where a contest stands for whoever looks at it, at `now` (ms): what the page offers them.
 * - `registration-not-open` / `registration-open` / `registration-closed`: not registered (or a visitor);
 * - `registered`: registered, before the contest day;
 * - `ready`: registered, on the contest day, window not started;
 * - `running`: inside their own window;
 * - `window-over`: their window has ended, the day goes on;
 * - `over`: the contest day has ended.
 */
export type ContestPhase =
  | 'registration-not-open'
  | 'registration-open'
  | 'registration-closed'
  | 'registered'
  | 'ready'
  | 'running'
  | 'window-over'
  | 'over';

export function contestPhase(contest: Contest, now: number): ContestPhase {
  const at = (iso: string) => Date.parse(iso);
  if (now >= at(contest.ends_at)) return 'over';
  const me = contest.me;
  if (!me?.registered) {
    if (now < at(contest.registration_opens_at)) return 'registration-not-open';
    if (now < at(contest.registration_closes_at)) return 'registration-open';
    return 'registration-closed';
  }
  if (now < at(contest.starts_at)) return 'registered';
  if (!me.window_started_at || !me.window_ends_at) return 'ready';
  return now < at(me.window_ends_at) ? 'running' : 'window-over';
}
