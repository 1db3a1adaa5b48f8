import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, currentUserQueryKey, useSession } from 'shared-auth';

export interface JobLinkResponse {
  link: string | null;
  recharge_needed: boolean;
}

/** The apply check: unlocks the opening with a credit (free when already unlocked) or asks for a recharge. */
export function checkJobLink(jobId: number, userId: string): Promise<JobLinkResponse> {
  return apiClient.patch<JobLinkResponse>(`/referrals/job-link/${jobId}`, { user_id: userId });
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
