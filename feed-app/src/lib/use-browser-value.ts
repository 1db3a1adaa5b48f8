import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The server's value on the server and while React hydrates the server's markup, the browser's
 * value in every later render. A part of a server-rendered screen shows what the server showed
 * until then: what only the browser knows (the reader's locale and time zone) renders right after,
 * instead of breaking hydration. React renders again after hydration only the parts whose two values
 * differ, so a value the browser computes the same way costs nothing.
 */
export function useBrowserValue<T>(inBrowser: () => T, onServer: () => T): T {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
