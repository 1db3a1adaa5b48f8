import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';
import { useSession } from 'shared-auth';

export type MyProgress = ApiResponse<'/practice/progress'>;

export function getProgressQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['practice', 'progress', userId],
    queryFn: ({ signal }) => dataOf(api.GET('/practice/progress', { signal })),
  });
}

/** The signed-in learner's "My progress"; idle for a visitor. */
export function useMyProgress() {
  const { userId, isLoggedIn } = useSession();
  return useQuery({ ...getProgressQueryOptions(userId), enabled: isLoggedIn });
}
