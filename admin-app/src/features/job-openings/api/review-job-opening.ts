import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import { toast } from 'shared-ui';
import { FORM_FAILURE_MESSAGE } from '../../../lib/form-failure-message';
import type { FaangLevel, JobOpeningStatus } from '../types';
import { jobOpeningsByStatusQueryKey, type JobOpeningsByStatusResponse } from './get-job-openings-by-status';

export interface JobOpeningReview {
  id: number;
  status?: Exclude<JobOpeningStatus, 'draft'>;
  faang_level?: FaangLevel;
}

export function reviewJobOpening({ id, ...meta_data }: JobOpeningReview) {
  return apiClient.patch<{ success: boolean; message: string }>(`/referrals/job-opening/${id}`, {
    meta_data,
  });
}

const draftsKey = jobOpeningsByStatusQueryKey('draft');
const reviewMutationKey = ['admin', 'review-job-opening'] as const;

/**
 * Approve, reject or flag a draft. The list changes at once (an approved or rejected draft leaves it, a
 * flag flips) and is put back if the server refuses. The outcome is told here, not by the card: an
 * approved card has already left the screen when the answer comes.
 */
export function useReviewJobOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reviewMutationKey,
    mutationFn: reviewJobOpening,
    onMutate: async (review) => {
      await queryClient.cancelQueries({ queryKey: draftsKey });
      const previous = queryClient.getQueryData<JobOpeningsByStatusResponse>(draftsKey);
      if (previous) {
        queryClient.setQueryData<JobOpeningsByStatusResponse>(draftsKey, {
          ...previous,
          job_opening: review.status
            ? previous.job_opening.filter((opening) => opening.id !== review.id)
            : previous.job_opening.map((opening) =>
                opening.id === review.id && review.faang_level
                  ? { ...opening, meta_data: { ...opening.meta_data, faang_level: review.faang_level } }
                  : opening,
              ),
        });
      }
      return { previous };
    },
    onSuccess: (response) => {
      toast.success(response.message);
    },
    onError: (_error, _review, context) => {
      if (context?.previous) queryClient.setQueryData(draftsKey, context.previous);
      toast.error(FORM_FAILURE_MESSAGE);
    },
    onSettled: async (_data, _error, review) => {
      if (review.status)
        await queryClient.invalidateQueries({ queryKey: jobOpeningsByStatusQueryKey(review.status) });
      // While other reviews are still on their way, a refetch would bring their drafts back for a moment.
      if (queryClient.isMutating({ mutationKey: reviewMutationKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: draftsKey });
      }
    },
  });
}
