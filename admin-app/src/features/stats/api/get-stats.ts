import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { Stats } from '../types';

export function getStats(days: number, signal?: AbortSignal) {
  return apiClient.get<Stats>('/referrals/stats', { query: { days }, signal });
}

export function getStatsQueryOptions(days: number) {
  return queryOptions({
    queryKey: ['admin', 'stats', days] as const,
    queryFn: ({ signal }) => getStats(days, signal),
    // SPEC §9: stats are cached for 5 minutes.
    staleTime: 5 * 60_000,
  });
}

export function useStats(days: number) {
  return useQuery(getStatsQueryOptions(days));
}
