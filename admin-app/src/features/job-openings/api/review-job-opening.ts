import { useMutation, useQueryClient, type QueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';
import { toast, toastWithUndo } from 'shared-ui/toast';
import { FORM_FAILURE_MESSAGE } from '../../../lib/form-failure-message';
import type { FaangLevel, JobOpeningStatus, ManagedJobOpeningsPage } from '../types';
import { changeJobOpeningStatus } from './change-job-opening-status';
import { ADMIN_JOB_OPENINGS_KEY } from './job-openings-keys';

export interface JobOpeningReview {
  id: number;
  status?: Exclude<JobOpeningStatus, 'draft'>;
  faang_level?: FaangLevel;
}

export function reviewJobOpening({ id, ...meta_data }: JobOpeningReview) {
  return dataOf(api.PATCH('/referrals/job-opening/{id}', { params: { path: { id } }, body: { meta_data } }));
}

const manageListsKey = [...ADMIN_JOB_OPENINGS_KEY, 'manage'] as const;
const reviewMutationKey = ['admin', 'review-job-opening'] as const;

type Snapshot = Array<[readonly unknown[], ManagedJobOpeningsPage | undefined]>;

/** Applies a review to every loaded draft list: a reviewed draft leaves it, a flag flips in place. */
function applyReview(queryClient: QueryClient, review: JobOpeningReview): Snapshot {
  const snapshot = queryClient.getQueriesData<ManagedJobOpeningsPage>({ queryKey: manageListsKey });
  queryClient.setQueriesData<ManagedJobOpeningsPage>({ queryKey: manageListsKey }, (page) => {
    if (!page) return page;
    const results = review.status
      ? page.data.results.filter((opening) => opening.id !== review.id)
      : page.data.results.map((opening) =>
          opening.id === review.id && review.faang_level
            ? { ...opening, meta_data: { ...opening.meta_data, faang_level: review.faang_level } }
            : opening,
        );
    const removed = page.data.results.length - results.length;
    return { data: { ...page.data, results, total: page.data.total - removed } };
  });
  return snapshot;
}

/**
 * Approve, reject or flag a draft. The list changes at once and is put back if the server refuses.
 * Approving and rejecting are one click, so the success toast offers Undo: it moves the opening back
 * to the drafts. The outcome is told here, not by the card: an approved card has already left the screen.
 */
export function useReviewJobOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reviewMutationKey,
    mutationFn: reviewJobOpening,
    onMutate: async (review) => {
      await queryClient.cancelQueries({ queryKey: manageListsKey });
      return { snapshot: applyReview(queryClient, review) };
    },
    onSuccess: (response, review) => {
      if (!review.status) {
        toast.success(response.message);
        return;
      }
      toastWithUndo(response.message, () => {
        changeJobOpeningStatus({ id: review.id, status: 'draft' })
          .then((undone) => toast.success(undone.message))
          .catch(() => toast.error(FORM_FAILURE_MESSAGE))
          .finally(() => void queryClient.invalidateQueries({ queryKey: ADMIN_JOB_OPENINGS_KEY }));
      });
    },
    onError: (_error, _review, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(FORM_FAILURE_MESSAGE);
    },
    onSettled: async () => {
      // While other reviews are still on their way, a refetch would bring their drafts back for a moment.
      if (queryClient.isMutating({ mutationKey: reviewMutationKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: ADMIN_JOB_OPENINGS_KEY });
      }
    },
  });
}
