import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';
import { YOE_MAX, YOE_MIN, type FeedFilters } from '../filters';

export const FEED_PAGE_SIZE = 10;

export type FeedTab = 'latest' | 'faang';

/** One feed page; `next_page` is absent on the last page, otherwise what to send as `page` next. */
export type FeedPage = ApiResponse<'/referrals/job-openings'>;

export interface FeedQuery {
  tab: FeedTab;
  filters: FeedFilters;
  search: string;
  userId: string;
}

export function getJobOpenings(query: FeedQuery, page: string, signal?: AbortSignal) {
  const { filters } = query;
  return dataOf(
    api.GET('/referrals/job-openings', {
      params: {
        query: {
          user_id: query.userId || undefined,
          page,
          page_size: FEED_PAGE_SIZE,
          employment_type: filters.employmentTypes.join(',') || undefined,
          locations: filters.locations.join(',') || undefined,
          companies: filters.companies.join(',') || undefined,
          min_yoe: filters.minYoe !== YOE_MIN ? filters.minYoe : undefined,
          max_yoe: filters.maxYoe !== YOE_MAX ? filters.maxYoe : undefined,
          latest: query.tab === 'latest' ? 'true' : undefined,
          faang_level: query.tab === 'faang' ? 'yes' : undefined,
          q: query.search.trim() || undefined,
          matches: filters.matchesOnly ? 'yes' : undefined,
        },
      },
      signal,
    }),
  );
}

export function getJobOpeningsQueryOptions(query: FeedQuery) {
  return infiniteQueryOptions({
    queryKey: ['referrals', 'job-openings', query],
    queryFn: ({ pageParam, signal }) => getJobOpenings(query, pageParam, signal),
    initialPageParam: '1',
    getNextPageParam: (lastPage) =>
      lastPage.data.next_page === undefined || lastPage.data.next_page === null
        ? undefined
        : String(lastPage.data.next_page),
    // docs/PRODUCT.md#caching: the feed's stale time is 1000 ms.
    staleTime: 1000,
  });
}

/**
 * A signed-in reader's page carries their own marks (saved, matching their preferences). Until it
 * arrives they see the same page as anyone, when it is at hand: the shell's server renders a
 * signed-in /feed from that public page (first-screen-queries.ts), so the cards are on screen
 * before any script runs and the marks follow.
 */
export function useJobOpenings(query: FeedQuery) {
  const queryClient = useQueryClient();
  const publicKey = getJobOpeningsQueryOptions({ ...query, userId: '' }).queryKey;
  return useInfiniteQuery({
    ...getJobOpeningsQueryOptions(query),
    placeholderData: query.userId
      ? () => queryClient.getQueryData<InfiniteData<FeedPage, string>>(publicKey)
      : undefined,
  });
}
