import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the server's markup, true in every later render.
 * A part of a server-rendered screen shows what the server showed until then: what only the
 * browser knows (the reader's locale, their own data that arrived before a lazy part hydrated)
 * renders right after, instead of breaking hydration.
 */
export function useRenderedInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
