import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, useSession } from 'shared-auth';
import type { JobOpening } from '../../job-opening/types';

export type SavedOpening = JobOpening & { saved_at: string };

export interface SavedOpenings {
  saved_openings: SavedOpening[];
}

export const savedOpeningsQueryKey = (userId: string) => ['referrals', 'saved-openings', userId] as const;

export function getSavedOpenings(signal?: AbortSignal): Promise<SavedOpenings> {
  return apiClient.get<SavedOpenings>('/referrals/saved-openings', { signal });
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
