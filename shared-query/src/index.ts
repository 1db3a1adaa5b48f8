// The TanStack Query API the platform supports: the one module every app's browser code imports it
// from, shared by Module Federation as the page's one query library under @tanstack/react-query's
// share key (rsbuild.base.ts). A shared module is built with everything it exports, since the build
// cannot know what other apps will take from it: exporting only what the apps use keeps the
// suspense hooks, useQueries, HydrationBoundary, the mutation-state hooks… out of every first load.
//
// Every build publishes this list in its platform.json, and the deploy scripts refuse a remote built
// against a longer list than the deployed shell's, or a shell that drops a name a live remote uses
// (scripts/lib/platform-capabilities.mjs): add names with a shell deploy first.
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  dehydrate,
  hydrate,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type {
  DehydratedState,
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  InfiniteData,
  QueryKey,
  UseInfiniteQueryResult,
} from '@tanstack/react-query';
