import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { readStoredSession, removeSession, saveSession } from './session';

interface SessionState {
  userId: string;
  user: { email: string };
  /** Stores the session after the server accepted a sign-in. */
  signIn: (userId: string, email: string) => void;
  /** True once the server refused this browser's session (a 401) and it was forgotten here too. */
  sessionEnded: boolean;
  /** Forgets the session locally (the server session is revoked by `signOut`). */
  clear: () => void;
  /** The server no longer knows the session: forget it and let the shell send the user to log in. */
  expire: () => void;
  /** Re-reads localStorage, e.g. when another tab changed it or the session expired. */
  refresh: () => void;
}

// A session that expired in this browser since the last visit ended as surely as one the server
// refused: the login screen says so (issue 32).
const initial =
  typeof localStorage === 'undefined' ? { userId: '', email: '', expired: false } : readStoredSession();

// zustand is a Module Federation singleton, so every remote sees this one store.
export const useSessionStore = create<SessionState>((set) => ({
  userId: initial.userId,
  user: { email: initial.email },
  sessionEnded: initial.expired,
  signIn: (userId, email) => {
    saveSession(userId, email);
    set({ userId, user: { email }, sessionEnded: false });
  },
  clear: () => {
    removeSession();
    set({ userId: '', user: { email: '' } });
  },
  expire: () => {
    removeSession();
    set({ userId: '', user: { email: '' }, sessionEnded: true });
  },
  refresh: () => {
    const session = readStoredSession();
    set((state) => ({
      userId: session.userId,
      user: { email: session.email },
      sessionEnded: state.sessionEnded || (session.expired && Boolean(state.userId)),
    }));
  },
}));

const subscribe = (onChange: () => void) => useSessionStore.subscribe(onChange);
const currentUserId = () => useSessionStore.getState().userId;
const currentEmail = () => useSessionStore.getState().user.email;

export function useSession(): { userId: string; email: string; isLoggedIn: boolean } {
  // React's own hook rather than zustand's: zustand gives a server render the store's *initial*
  // state, and a server render of a signed-in page sets the session it renders for
  // (server-render-audience.ts). In the browser both read the current state.
  const userId = useSyncExternalStore(subscribe, currentUserId, currentUserId);
  const email = useSyncExternalStore(subscribe, currentEmail, currentEmail);
  return { userId, email, isLoggedIn: Boolean(userId && email) };
}
