import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, currentUserQueryKey, dataOf, useSession } from 'shared-auth';

/** The apply check: unlocks the opening with a credit (free when already unlocked) or asks for a recharge. */
export function checkJobLink(jobId: number, userId: string) {
  return dataOf(
    api.PATCH('/referrals/job-link/{id}', { params: { path: { id: jobId } }, body: { user_id: userId } }),
  );
}

export function useCheckJobLink() {
  const queryClient = useQueryClient();
  const { userId, email } = useSession();
  return useMutation({
    mutationFn: (jobId: number) => checkJobLink(jobId, userId),
    // The header shows the credits left.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey(email) }),
  });
}
