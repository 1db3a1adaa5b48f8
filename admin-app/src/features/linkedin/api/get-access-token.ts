import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';

export interface LinkedinAccessToken {
  access_token: string;
  /** Days until the token expires. */
  expires_in: number;
}

export function getAccessToken(authCode: string, redirectUri: string, signal?: AbortSignal) {
  return apiClient.get<LinkedinAccessToken>('/linkedin/access-token', {
    query: { auth_code: authCode, redirect_uri: redirectUri },
    signal,
  });
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
