import type { AppConfig } from '../../config';

/** The signed-in person as the server knows them (never taken from the request body or query). */
export type SessionUser = {
  id: string;
  email: string;
  isAdmin: boolean;
  canViewStats: boolean;
};

export function toSessionUser(user: { id: string; email: string }, config: AppConfig): SessionUser {
  const email = user.email.toLowerCase();
  return {
    id: user.id,
    email,
    isAdmin: config.ADMIN_EMAILS.includes(email),
    canViewStats: config.STATS_EMAILS.includes(email),
  };
}
