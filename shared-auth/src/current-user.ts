import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { useSession } from './session-store';

export interface UserSettings {
  yoe: number | null;
  domains_interested_in: string[];
  locations_open_to: string[];
  current_organization: string;
  /** The job-alert e-mail: a daily digest of new matching openings, or none. */
  job_alerts?: 'daily' | 'off';
}

export interface CurrentUser {
  id: string;
  email: string;
  credits: number;
  is_admin: boolean;
  can_view_stats: boolean;
  settings: UserSettings;
}

export const currentUserQueryKey = (email: string) => ['referrals', 'user', email] as const;

export function getCurrentUserQueryOptions(email: string) {
  return queryOptions({
    queryKey: currentUserQueryKey(email),
    queryFn: ({ signal }) =>
      apiClient.get<{ user: CurrentUser }>(`/referrals/user/${encodeURIComponent(email)}`, { signal }),
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
