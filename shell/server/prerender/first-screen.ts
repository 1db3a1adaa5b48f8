// What a remote declares about the data its public screens show first (src/app/first-screen-
// queries.ts). Its own module, not screens.tsx: only the Node render bundle imports it, so the
// browser's first load does not pay for it.
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryKey } from '@tanstack/react-query';

/** The options a screen's hook passes to useQuery or useInfiniteQuery. */
export type FirstScreenQuery =
  | FetchQueryOptions<unknown, Error, unknown, QueryKey>
  | FetchInfiniteQueryOptions<unknown, Error, unknown, QueryKey, unknown>;

/**
 * Per route pattern, the queries a visitor's first screen shows, built from the same query options
 * the screen's hooks use (so their keys match by construction). The render bundle fetches them at
 * request time, renders the screen with them and sends their state along with the markup. `url` is
 * the URL rendered: its query (a route's declared `params`) names what a screen shows.
 */
export type FirstScreenQueries = Record<string, (url: URL) => readonly FirstScreenQuery[]>;
