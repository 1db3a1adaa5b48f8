import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf, type ApiRequestBody } from 'shared-api';
import { toast, toastWithUndo } from 'shared-ui/toast';
import { FORM_FAILURE_MESSAGE } from '../../../lib/form-failure-message';
import type { ManagedJobOpeningsPage } from '../types';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export type BulkReview = ApiRequestBody<'/referrals/admin/job-openings/review'>;

export function bulkReviewJobOpenings(review: BulkReview) {
  return dataOf(api.POST('/referrals/admin/job-openings/review', { body: review }));
}

/** Moves the openings a bulk review changed (and still in that status) back to the drafts. */
export function undoBulkReview(review: BulkReview) {
  return dataOf(api.POST('/referrals/admin/job-openings/review/undo', { body: review }));
}

/**
 * Approve or reject the selected drafts. The reviewed ones leave the loaded lists as soon as the server
 * says so (before the refetch), so the dialog closes on the list as it now is; the toast offers Undo,
 * as a single review's does.
 */
export function useBulkReviewJobOpenings() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_JOB_OPENINGS_KEY });
  return useMutation({
    mutationFn: bulkReviewJobOpenings,
    onSuccess: (response, review) => {
      const reviewed = new Set(response.updated);
      queryClient.setQueriesData<ManagedJobOpeningsPage>(
        { queryKey: [...ADMIN_JOB_OPENINGS_KEY, 'manage'] },
        (page) => {
          if (!page) return page;
          const results = page.data.results.filter(
            (opening) => !(reviewed.has(opening.id) && opening.meta_data.status === 'draft'),
          );
          const removed = page.data.results.length - results.length;
          return { data: { ...page.data, results, total: page.data.total - removed } };
        },
      );
      if (response.updated.length === 0) {
        toast.success(response.message);
        return;
      }
      toastWithUndo(response.message, () => {
        undoBulkReview({ ids: response.updated, status: review.status })
          .then((undone) => toast.success(undone.message))
          .catch(() => toast.error(FORM_FAILURE_MESSAGE))
          .finally(() => void refresh());
      });
    },
    onSettled: refresh,
  });
}
