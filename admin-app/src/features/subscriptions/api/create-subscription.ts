import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { SubscriptionFormValues } from '../subscription-form-values';

export function createSubscription(subscription: SubscriptionFormValues) {
  return apiClient.post<{ success: boolean; message: string }>('/referrals/subscription', {
    email: subscription.email.trim(),
    start_date: subscription.start_date,
    end_date: subscription.end_date,
  });
}

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
