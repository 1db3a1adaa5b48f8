import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';

export function getStats(days: number, signal?: AbortSignal) {
  return dataOf(api.GET('/referrals/stats', { params: { query: { days } }, signal }));
}

export function getStatsQueryOptions(days: number) {
  return queryOptions({
    queryKey: ['admin', 'stats', days] as const,
    queryFn: ({ signal }) => getStats(days, signal),
    // docs/PRODUCT.md#caching: stats are cached for 5 minutes.
    staleTime: 5 * 60_000,
  });
}

export function useStats(days: number) {
  return useQuery(getStatsQueryOptions(days));
}
