import { queryOptions, useQuery } from 'shared-query';
import { api, dataOf } from 'shared-api';

export function getAuthCodeUrl(redirectUri: string, signal?: AbortSignal) {
  return dataOf(
    api.GET('/linkedin/auth-code-url', { params: { query: { redirect_uri: redirectUri } }, signal }),
  );
}

export function getAuthCodeUrlQueryOptions(redirectUri: string) {
  return queryOptions({
    queryKey: ['admin', 'linkedin', 'auth-code-url', redirectUri] as const,
    queryFn: ({ signal }) => getAuthCodeUrl(redirectUri, signal),
    // docs/PRODUCT.md#caching: professional-network queries are cached for 15 s.
    staleTime: 15_000,
  });
}

export function useAuthCodeUrl(redirectUri: string) {
  return useQuery(getAuthCodeUrlQueryOptions(redirectUri));
}
