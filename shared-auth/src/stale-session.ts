import { ApiError } from 'shared-api';
import { useSessionStore } from './session-store';

/**
 * The first 401 for a browser that believes it is signed in means the server session is gone
 * (expired, revoked, cookie cleared): keep no stale local session that would fail every request.
 */
export function endSessionOnUnauthorized(error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  const { userId, expire } = useSessionStore.getState();
  if (userId) expire();
}
