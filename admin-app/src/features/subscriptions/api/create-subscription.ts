import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { SubscriptionFormValues } from '../subscription-form-values';

/** `warning` is set when no account uses the e-mail yet: the subscription applies at sign-up. */
export interface CreateSubscriptionAnswer {
  success: boolean;
  message: string;
  warning?: string;
}

export function createSubscription(subscription: SubscriptionFormValues) {
  return apiClient.post<CreateSubscriptionAnswer>('/referrals/subscription', {
    email: subscription.email.trim(),
    start_date: subscription.start_date,
    end_date: subscription.end_date,
  });
}

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'subscriptions'] }),
  });
}
