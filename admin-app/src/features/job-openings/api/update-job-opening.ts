import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { JobOpening, SavedJobOpening } from '../types';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export interface JobOpeningUpdate {
  id: number;
  opening: SavedJobOpening;
}

export function updateJobOpening({ id, opening }: JobOpeningUpdate) {
  return apiClient.put<{ job_opening: JobOpening; message: string }>(`/referrals/job-opening/${id}`, opening);
}

/** An edit changes every list the opening is in. */
export function useUpdateJobOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobOpening,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_JOB_OPENINGS_KEY }),
  });
}
