import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export interface BulkReview {
  ids: number[];
  status: 'published' | 'reject';
}

export interface BulkReviewResponse {
  success: boolean;
  message: string;
  updated: number[];
  skipped: number[];
}

export function bulkReviewJobOpenings(review: BulkReview) {
  return apiClient.post<BulkReviewResponse>('/referrals/admin/job-openings/review', review);
}

export function useBulkReviewJobOpenings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkReviewJobOpenings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_JOB_OPENINGS_KEY }),
  });
}
