import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';
import { useSession } from './session-store';

/** The signed-in user as the API answers GET /referrals/user/{email or id}. */
export type CurrentUser = ApiResponse<'/referrals/user/{emailOrId}'>['user'];
export type UserSettings = CurrentUser['settings'];

export const currentUserQueryKey = (email: string) => ['referrals', 'user', email] as const;

export function getCurrentUserQueryOptions(email: string) {
  return queryOptions({
    queryKey: currentUserQueryKey(email),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/referrals/user/{emailOrId}', { params: { path: { emailOrId: email } }, signal })),
    select: (data) => data.user,
    enabled: email.length > 0,
    staleTime: 15_000,
  });
}

/** The signed-in user as the server knows it (credits, roles, settings); idle when logged out. */
export function useCurrentUser() {
  const { email } = useSession();
  return useQuery(getCurrentUserQueryOptions(email));
}
