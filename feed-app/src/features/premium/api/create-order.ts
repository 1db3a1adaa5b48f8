import { useMutation } from 'shared-query';
import { api, dataOf, type ApiRequestBody, type ApiResponse } from 'shared-api';
import { useSession } from 'shared-auth';

export const APP_NAME = 'referrals';

export type CreateOrderResponse = ApiResponse<'/payment/create-order', 'post'>;

export function createOrder(input: Omit<ApiRequestBody<'/payment/create-order'>, 'app_name'>) {
  return dataOf(api.POST('/payment/create-order', { body: { app_name: APP_NAME, ...input } }));
}

/** `forJobId`: the opening the credits are for; the status page then leads back to it (issue 32). */
export function useCreateOrder(forJobId: number | null = null) {
  const { userId, email } = useSession();
  return useMutation({
    mutationFn: (amount: number) =>
      createOrder({
        user_id: userId,
        email,
        amount,
        // The API appends payment_id=<order id> when the checkout returns here.
        redirect_url: `${window.location.origin}/purchase-status${forJobId ? `?for=${forJobId}` : ''}`,
      }),
  });
}
