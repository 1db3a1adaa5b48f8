import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { SavedJobOpening } from '../types';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

interface JobOpeningUpdate {
  id: number;
  opening: SavedJobOpening;
}

export function updateJobOpening({ id, opening }: JobOpeningUpdate) {
  return dataOf(api.PUT('/referrals/job-opening/{id}', { params: { path: { id } }, body: opening }));
}

/** An edit changes every list the opening is in. */
export function useUpdateJobOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobOpening,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_JOB_OPENINGS_KEY }),
  });
}
