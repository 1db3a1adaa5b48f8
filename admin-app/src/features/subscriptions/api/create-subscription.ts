import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { SubscriptionFormValues } from '../subscription-form-values';

/** The answer's `warning` is set when no account uses the e-mail yet: the subscription applies at sign-up. */
export function createSubscription(subscription: SubscriptionFormValues) {
  return dataOf(
    api.POST('/referrals/subscription', {
      body: {
        email: subscription.email.trim(),
        start_date: subscription.start_date,
        end_date: subscription.end_date,
      },
    }),
  );
}

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] }),
  });
}
