import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';

export function extendSubscription({ id, endDate }: { id: number; endDate: string }) {
  return apiClient.patch<{ success: boolean; message: string }>(`/referrals/subscription/${id}`, {
    end_date: endDate,
  });
}

export function useExtendSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendSubscription,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] }),
  });
}
