import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';

export function extendSubscription({ id, endDate }: { id: number; endDate: string }) {
  return dataOf(
    api.PATCH('/referrals/subscription/{id}', { params: { path: { id } }, body: { end_date: endDate } }),
  );
}

export function useExtendSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendSubscription,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] }),
  });
}
