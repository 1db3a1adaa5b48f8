import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { ExtractedJobOpening } from '../types';

export function extractJobDetails(jobDescription: string) {
  return apiClient.post<{ job_opening: ExtractedJobOpening }>('/referrals/job-opening/extract-details', {
    job_description: jobDescription,
  });
}

export function useExtractJobDetails() {
  return useMutation({ mutationFn: extractJobDetails });
}
