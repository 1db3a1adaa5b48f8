import { api, fetchWithin } from 'shared-api';
import { useSessionStore } from './session-store';

/** Forgets the session in this browser and asks the server to revoke its cookie session. */
export async function signOut(): Promise<void> {
  useSessionStore.getState().clear();
  try {
    await api.POST('/referrals/logout', { fetch: fetchWithin(5000) });
  } catch (error) {
    // The local session is already gone; a failed revoke only leaves a cookie that expires by itself.
    console.warn('Logout request failed', error);
  }
}
