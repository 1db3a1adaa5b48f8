import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';
import { useSession } from 'shared-auth';

export const savedOpeningsQueryKey = (userId: string) => ['referrals', 'saved-openings', userId] as const;

export function getSavedOpenings(signal?: AbortSignal) {
  return dataOf(api.GET('/referrals/saved-openings', { signal }));
}

export function getSavedOpeningsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: savedOpeningsQueryKey(userId),
    queryFn: ({ signal }) => getSavedOpenings(signal),
    enabled: userId.length > 0,
  });
}

/** The openings this user saved for later, newest save first. */
export function useSavedOpenings() {
  const { userId } = useSession();
  return useQuery(getSavedOpeningsQueryOptions(userId));
}
