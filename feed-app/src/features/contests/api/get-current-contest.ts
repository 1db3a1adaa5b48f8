import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';
import { useSession } from 'shared-auth';

/**
 * The contest the hiring-challenge page shows, if one is configured. Keyed by who asks: a visitor's
 * answer (`me: null`, what the server renders the page from) is never shown to a signed-in student.
 */
export function getCurrentContestQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['contests', 'current', userId] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/contests/current', { signal })),
    // The page's first screen is rendered from it on the shell's server (a result is reused up to
    // 15 s there): the browser does not ask again at once. The student's own steps update it.
    staleTime: 15_000,
  });
}

export function useCurrentContest() {
  const { userId } = useSession();
  return useQuery(getCurrentContestQueryOptions(userId));
}
