import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';

export function cancelSubscription(id: number) {
  return dataOf(api.POST('/referrals/subscription/{id}/cancel', { params: { path: { id } } }));
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] }),
  });
}
