import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCashfreePaymentProvider } from '../../features/payments/cashfree-payment-provider';
import { createDevPaymentProvider } from '../../features/payments/dev-payment-provider';

export default fp(
  async function paymentsPlugin(app: FastifyInstance) {
    const { config } = app;
    if (
      config.PAYMENT_PROVIDER === 'cashfree' &&
      config.CASHFREE_CLIENT_ID &&
      config.CASHFREE_CLIENT_SECRET
    ) {
      app.decorate(
        'payments',
        createCashfreePaymentProvider({
          apiUrl: config.CASHFREE_API_URL,
          apiVersion: config.CASHFREE_API_VERSION,
          clientId: config.CASHFREE_CLIENT_ID,
          clientSecret: config.CASHFREE_CLIENT_SECRET,
          notifyUrl: `${config.PUBLIC_API_URL}/payment/webhook`,
        }),
      );
    } else {
      app.decorate('payments', createDevPaymentProvider());
    }
  },
  { name: 'payments' },
);
