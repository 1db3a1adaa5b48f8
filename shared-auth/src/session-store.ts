import { create } from 'zustand';
import { readSession, removeSession, saveSession } from './session';

interface SessionState {
  userId: string;
  user: { email: string };
  /** Stores the session after the server accepted a sign-in. */
  signIn: (userId: string, email: string) => void;
  /** Forgets the session locally (the server session is revoked by `signOut`). */
  clear: () => void;
  /** Re-reads localStorage, e.g. when another tab changed it or the session expired. */
  refresh: () => void;
}

const initial = typeof localStorage === 'undefined' ? { userId: '', email: '' } : readSession();

// zustand is a Module Federation singleton, so every remote sees this one store.
export const useSessionStore = create<SessionState>((set) => ({
  userId: initial.userId,
  user: { email: initial.email },
  signIn: (userId, email) => {
    saveSession(userId, email);
    set({ userId, user: { email } });
  },
  clear: () => {
    removeSession();
    set({ userId: '', user: { email: '' } });
  },
  refresh: () => {
    const session = readSession();
    set({ userId: session.userId, user: { email: session.email } });
  },
}));

export function useSession(): { userId: string; email: string; isLoggedIn: boolean } {
  const userId = useSessionStore((state) => state.userId);
  const email = useSessionStore((state) => state.user.email);
  return { userId, email, isLoggedIn: Boolean(userId && email) };
}
