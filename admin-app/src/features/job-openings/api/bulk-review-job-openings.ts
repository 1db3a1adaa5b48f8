import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf, type ApiRequestBody } from 'shared-auth';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export type BulkReview = ApiRequestBody<'/referrals/admin/job-openings/review'>;

export function bulkReviewJobOpenings(review: BulkReview) {
  return dataOf(api.POST('/referrals/admin/job-openings/review', { body: review }));
}

export function useBulkReviewJobOpenings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkReviewJobOpenings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_JOB_OPENINGS_KEY }),
  });
}
