import { useEffect } from 'react';
import { SESSION_STORAGE_KEY, useSessionStore } from 'shared-auth';

/** Another tab signed in or out: follow it, so the header and screens agree with localStorage. */
export function useSessionSync(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SESSION_STORAGE_KEY) useSessionStore.getState().refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
