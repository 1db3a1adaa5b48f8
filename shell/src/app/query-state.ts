// The first screen's data the shell's server rendered with the page (shell/server/pages/page-stitcher.ts
// puts the owning remote's dehydrated query state in a JSON block; a data block is not executed, so
// the Content-Security-Policy without inline scripts holds). The shell's one query client starts
// from it, so the remote's screen renders the server's cards on its first render: no mismatch, no
// second request for them.
// bootstrap.tsx loads this module only for a page that carries the block.
import { hydrate, type DehydratedState, type QueryClient } from 'shared-query';
import { QUERY_STATE_ID } from '../../server/protocol';

/** The query state sent with the page's markup, or null when there is none or it is unreadable. */
export function readServerQueryState(root: ParentNode = document): DehydratedState | null {
  const text = root.querySelector(`script#${QUERY_STATE_ID}[type="application/json"]`)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<DehydratedState> | null;
    return Array.isArray(state?.queries) ? (state as DehydratedState) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the server's query state into the client. The data counts as fetched when the screen first
 * uses it, not when the server fetched it: the server renders it at most 15 s earlier (the API itself
 * lets an opening be cached 15 s), the visitor has been looking at it since the HTML arrived, and the
 * remote's screen mounts only once its chunk has arrived — on a slow phone after the feed's 1 s stale
 * time, which would otherwise fetch the same page again.
 */
export function hydrateServerQueryState(queryClient: QueryClient, state: DehydratedState) {
  const now = Date.now();
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
      dehydratedAt: now,
    })),
  });
  const unused = new Set(state.queries.map((query) => query.queryHash));
  if (unused.size === 0) return;
  // Told synchronously when a screen's observer attaches, before it decides whether to fetch.
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || !unused.delete(event.query.queryHash)) return;
    event.query.setState({ ...event.query.state, dataUpdatedAt: Date.now() });
    if (unused.size === 0) stopWatching();
  });
}

/** What AppFrame calls on its new query client: the page's query state put in, or null without one. */
export function serverQueryStateFiller(root: ParentNode = document): ((client: QueryClient) => void) | null {
  const state = readServerQueryState(root);
  return state ? (client) => hydrateServerQueryState(client, state) : null;
}
