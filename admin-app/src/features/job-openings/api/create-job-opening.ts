import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { JobOpening, SavedJobOpening } from '../types';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export interface CreateJobOpeningResponse {
  job_opening: JobOpening;
  message: string;
}

export function createJobOpening(opening: SavedJobOpening) {
  return apiClient.post<CreateJobOpeningResponse>('/referrals/job-opening', opening);
}

/** A new opening is a draft: the approval and manage lists must show it next time. */
export function useCreateJobOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobOpening,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_JOB_OPENINGS_KEY }),
  });
}
