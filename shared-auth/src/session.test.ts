import { SESSION_LIFETIME_MS, SESSION_STORAGE_KEY, readSession, removeSession, saveSession } from './session';

describe('the stored session', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the user id and e-mail for seven days', () => {
    const now = Date.UTC(2026, 0, 1);
    const saved = saveSession('user-1', 'asha@example.com', now);
    expect(saved.expiryTime - now).toBe(SESSION_LIFETIME_MS);
    expect(SESSION_LIFETIME_MS).toBe(7 * 24 * 3600 * 1000);
    expect(readSession(now + SESSION_LIFETIME_MS - 1)).toEqual({
      userId: 'user-1',
      email: 'asha@example.com',
    });
  });

  it('removes an expired session and yields empty values', () => {
    const now = Date.UTC(2026, 0, 1);
    saveSession('user-1', 'asha@example.com', now);
    expect(readSession(now + SESSION_LIFETIME_MS)).toEqual({ userId: '', email: '' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('treats a corrupted value as logged out and removes it', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readSession()).toEqual({ userId: '', email: '' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('is gone after logout', () => {
    saveSession('user-1', 'asha@example.com');
    removeSession();
    expect(readSession()).toEqual({ userId: '', email: '' });
  });
});
