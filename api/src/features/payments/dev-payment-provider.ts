import { randomToken } from '../../lib/tokens';
import type { PaymentProvider } from './payment-provider';

/**
 * The built-in checkout: the API's own page stands in for the card provider, and the order's status
 * in our database, set by that page, is the provider's answer.
 */
export function createDevPaymentProvider(): PaymentProvider {
  return {
    name: 'dev',
    async createOrder(request) {
      return { providerOrderId: request.orderId, paymentSessionId: `dev_session_${randomToken(18)}` };
    },
    async fetchPaymentState(order) {
      const state = order.status === 'paid' ? 'paid' : order.status === 'failed' ? 'failed' : 'pending';
      return { state, amount: undefined };
    },
    verifyWebhook() {
      return undefined;
    },
  };
}
