import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';
import { currentUserQueryKey, useSession } from 'shared-auth';
import { MY_REFERRALS_KEY } from '../../my-referrals';

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
    // The header shows the credits left; My referrals and the apply page list the unlocked openings.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey(email) }),
        queryClient.invalidateQueries({ queryKey: MY_REFERRALS_KEY }),
      ]),
  });
}
