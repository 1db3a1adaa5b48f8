import { useMutation, useQueryClient, type InfiniteData } from 'shared-query';
import { api, dataOf } from 'shared-api';
import { toast } from 'shared-ui/toast';
import { FORM_FAILURE_MESSAGE, refusalReason } from '../../../lib/form-failure-message';
import type { PagedReferralRequests, ReferralDecision } from '../types';

interface ReferralDecisionInput {
  id: number;
  status: ReferralDecision;
}

export function decideReferralRequest({ id, status }: ReferralDecisionInput) {
  return dataOf(
    api.PATCH('/referrals/referral-requests/{id}', { params: { path: { id } }, body: { status } }),
  );
}

const allListsKey = ['admin', 'referral-requests'] as const;
type ListData = InfiniteData<PagedReferralRequests, string | undefined>;

/**
 * Refer or decline: the request leaves the pending list (and shows its new status elsewhere) at once,
 * and comes back if the server refuses. The API e-mails the job seeker. The outcome is told here: the
 * card has usually left the screen when the answer comes.
 */
export function useDecideReferralRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReferralRequest,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: allListsKey });
      const snapshot = queryClient.getQueriesData<ListData>({ queryKey: allListsKey });
      for (const [key, data] of snapshot) {
        if (!data) continue;
        const filter = key[2];
        queryClient.setQueryData<ListData>(key, {
          ...data,
          pages: data.pages.map((page) => ({
            data: {
              ...page.data,
              results:
                filter === 'pending'
                  ? page.data.results.filter((request) => request.id !== id)
                  : page.data.results.map((request) =>
                      request.id === id ? { ...request, status } : request,
                    ),
            },
          })),
        });
      }
      return { snapshot };
    },
    onSuccess: (response) => {
      toast.success(response.message);
    },
    onError: (error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(FORM_FAILURE_MESSAGE, { description: refusalReason(error) ?? undefined });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: allListsKey }),
  });
}
