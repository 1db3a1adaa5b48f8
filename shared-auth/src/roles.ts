import type { CurrentUser } from './current-user';

// UI hints only: they decide what to show, the server decides what is allowed.
export function isAdministrator(user: Pick<CurrentUser, 'is_admin'> | undefined | null): boolean {
  return user?.is_admin === true;
}

export function canViewStats(user: Pick<CurrentUser, 'can_view_stats'> | undefined | null): boolean {
  return user?.can_view_stats === true;
}
