import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf, type ApiResponse } from 'shared-api';

/** `expires_in` is in days. */
export type LinkedinAccessToken = ApiResponse<'/linkedin/access-token'>;

export function getAccessToken(authCode: string, redirectUri: string, signal?: AbortSignal) {
  return dataOf(
    api.GET('/linkedin/access-token', {
      params: { query: { auth_code: authCode, redirect_uri: redirectUri } },
      signal,
    }),
  );
}

export function getAccessTokenQueryOptions(authCode: string, redirectUri: string) {
  return queryOptions({
    queryKey: ['admin', 'linkedin', 'access-token', authCode, redirectUri] as const,
    queryFn: ({ signal }) => getAccessToken(authCode, redirectUri, signal),
    enabled: authCode.length > 0,
    // An authorization code works once: asking again can only fail.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useAccessToken(authCode: string, redirectUri: string) {
  return useQuery(getAccessTokenQueryOptions(authCode, redirectUri));
}
