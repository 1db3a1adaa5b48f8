// The browser session is only a UI hint: the server's HttpOnly cookie is the authority.
export const SESSION_STORAGE_KEY = 'referrals.logged-in-user';
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredSession {
  userId: string;
  email: string;
  expiryTime: number;
}

const EMPTY_SESSION = { userId: '', email: '' } as const;

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.userId === 'string' &&
    typeof candidate.email === 'string' &&
    typeof candidate.expiryTime === 'number'
  );
}

export function saveSession(userId: string, email: string, now: number = Date.now()): StoredSession {
  const session: StoredSession = { userId, email, expiryTime: now + SESSION_LIFETIME_MS };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  return session;
}

/** Reads the stored session; an expired or unreadable one is removed and yields empty values. */
export function readSession(now: number = Date.now()): { userId: string; email: string } {
  const { userId, email } = readStoredSession(now);
  return { userId, email };
}

/** As readSession, and whether a session was found expired (and removed) just now. */
export function readStoredSession(now: number = Date.now()): {
  userId: string;
  email: string;
  expired: boolean;
} {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return { ...EMPTY_SESSION, expired: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isStoredSession(parsed) || parsed.expiryTime <= now) {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    return { ...EMPTY_SESSION, expired: isStoredSession(parsed) };
  }
  return { userId: parsed.userId, email: parsed.email, expired: false };
}

export function removeSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
}
