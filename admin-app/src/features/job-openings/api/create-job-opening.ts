import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { SavedJobOpening } from '../types';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export function createJobOpening(opening: SavedJobOpening) {
  return dataOf(api.POST('/referrals/job-opening', { body: opening }));
}

/** A new opening is a draft: the approval and manage lists must show it next time. */
export function useCreateJobOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobOpening,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_JOB_OPENINGS_KEY }),
  });
}
