import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creditsForAmount } from '../../features/payments/credit-packs';
import { PaymentProviderError } from '../../features/payments/payment-provider';
import { HttpError, badRequest, forbidden } from '../../lib/http-errors';
import { errorResponses, messageSchema } from '../../lib/schemas';
import { randomToken } from '../../lib/tokens';
import { assertOwnUserId } from '../../plugins/app/sessions';
import { PAYMENT_SESSION_FAILED, createOrderBody, createOrderResponse } from './payment-schemas';
import { isAllowedRedirect, returnAddress } from './redirect-target';

const tags = ['payments'];

export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payments: orders } = app.repositories;

  app.post(
    '/create-order',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: createOrderBody,
        response: { 200: createOrderResponse, ...errorResponses, 502: messageSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user!;
      assertOwnUserId(request, body.user_id);
      if (body.email && body.email !== user.email) throw forbidden('This e-mail is not yours.');
      const credits = creditsForAmount(body.amount);
      if (credits === undefined) throw badRequest('Choose one of the credit packs: 86, 140 or 274 rupees.');
      if (!isAllowedRedirect(body.redirect_url, app.config.CORS_ORIGINS)) {
        throw badRequest('redirect_url must be a page of this product.');
      }
      const orderId = `order_${randomToken(12)}`;
      let providerOrder;
      try {
        providerOrder = await app.payments.createOrder({
          orderId,
          amount: body.amount,
          customer: { id: user.id, email: user.email },
          returnUrl: returnAddress(body.redirect_url, orderId),
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error }, 'payment order not created');
        throw new HttpError(502, PAYMENT_SESSION_FAILED);
      }
      await orders.create({
        id: orderId,
        userId: user.id,
        appName: body.app_name || 'referrals',
        amount: body.amount,
        credits,
        provider: app.payments.name,
        providerOrderId: providerOrder.providerOrderId,
        paymentSessionId: providerOrder.paymentSessionId,
        redirectUrl: body.redirect_url,
      });
      return {
        payment_session_id: providerOrder.paymentSessionId,
        order_id: orderId,
        provider: app.payments.name,
        ...(app.payments.name === 'dev'
          ? {
              checkout_url: `${app.config.PUBLIC_API_URL}/payment/dev-checkout/${providerOrder.paymentSessionId}`,
            }
          : {}),
      };
    },
  );
}
