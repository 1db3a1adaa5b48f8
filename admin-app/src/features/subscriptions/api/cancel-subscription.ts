import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';

export function cancelSubscription(id: number) {
  return apiClient.post<{ success: boolean; message: string }>(`/referrals/subscription/${id}/cancel`);
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] }),
  });
}
