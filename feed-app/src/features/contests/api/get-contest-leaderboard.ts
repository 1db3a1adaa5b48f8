import { keepPreviousData, queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';

export const LEADERBOARD_PAGE_SIZE = 50;
/** How often an open leaderboard asks again (it also asks when the tab regains focus). */
export const LEADERBOARD_REFRESH_MS = 10_000;

export function getContestLeaderboardQueryOptions(contestId: string, offset: number) {
  return queryOptions({
    queryKey: ['contests', contestId, 'leaderboard', offset] as const,
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/contests/{contestId}/leaderboard', {
          params: { path: { contestId }, query: { limit: LEADERBOARD_PAGE_SIZE, offset } },
          signal,
        }),
      ),
  });
}

/** The public leaderboard, refreshed live while the page is open. */
export function useContestLeaderboard(contestId: string, offset: number) {
  return useQuery({
    ...getContestLeaderboardQueryOptions(contestId, offset),
    refetchInterval: LEADERBOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}
