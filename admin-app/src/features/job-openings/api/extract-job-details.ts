import { useMutation } from 'shared-query';
import { api, dataOf } from 'shared-api';

export function extractJobDetails(jobDescription: string) {
  return dataOf(
    api.POST('/referrals/job-opening/extract-details', { body: { job_description: jobDescription } }),
  );
}

export function useExtractJobDetails() {
  return useMutation({ mutationFn: extractJobDetails });
}
