import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { JobOpening, NewJobOpening } from '../types';
import { jobOpeningsByStatusQueryKey } from './get-job-openings-by-status';

export interface CreateJobOpeningResponse {
  job_opening: JobOpening;
  message: string;
}

export function createJobOpening(opening: NewJobOpening) {
  return apiClient.post<CreateJobOpeningResponse>('/referrals/job-opening', opening);
}

/** A new opening is a draft: the approval list must show it next time. */
export function useCreateJobOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobOpening,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobOpeningsByStatusQueryKey('draft') }),
  });
}
