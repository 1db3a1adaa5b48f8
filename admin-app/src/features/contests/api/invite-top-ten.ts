import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';
import { adminContestsKey } from './get-admin-contests';

/** Marks the current top 10 (a tie at 10th place too) for an interview. */
export function inviteTopTen(contestId: string) {
  return dataOf(api.POST('/admin/contests/{contestId}/invitations', { params: { path: { contestId } } }));
}

export function useInviteTopTen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTopTen,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminContestsKey }),
  });
}
