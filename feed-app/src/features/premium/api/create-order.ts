import { useMutation } from '@tanstack/react-query';
import { apiClient, useSession } from 'shared-auth';

export const APP_NAME = 'referrals';

export interface CreateOrderResponse {
  payment_session_id: string;
  order_id: string;
  provider: string;
  /** Set by the API's built-in development checkout; the real provider uses its own hosted page. */
  checkout_url?: string;
}

export function createOrder(input: { user_id: string; email: string; amount: number; redirect_url: string }) {
  return apiClient.post<CreateOrderResponse>('/payment/create-order', { app_name: APP_NAME, ...input });
}

export function useCreateOrder() {
  const { userId, email } = useSession();
  return useMutation({
    mutationFn: (amount: number) =>
      createOrder({
        user_id: userId,
        email,
        amount,
        // The API appends payment_id=<order id> when the checkout returns here.
        redirect_url: `${window.location.origin}/purchase-status`,
      }),
  });
}
