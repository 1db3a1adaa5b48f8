import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PaymentProviderError } from '../../features/payments/payment-provider';
import { HttpError, forbidden, notFound } from '../../lib/http-errors';
import { errorResponses, messageSchema } from '../../lib/schemas';
import { assertOwnUserId } from '../../plugins/app/sessions';
import { rechargeStatusQuery, rechargeStatusResponse } from '../payment/payment-schemas';

export default async function rechargeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payments: orders, users } = app.repositories;

  app.get(
    '/recharge-status',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        querystring: rechargeStatusQuery,
        response: { 200: rechargeStatusResponse, ...errorResponses, 502: messageSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const user = request.user!;
      assertOwnUserId(request, query.user_id);
      if (query.email && query.email.trim().toLowerCase() !== user.email)
        throw forbidden('This e-mail is not yours.');
      const order = await orders.findById(query.payment_id);
      if (!order || order.userId !== user.id) throw notFound('No payment of yours has this id.');

      const paid = async () => ({
        success: true,
        coins_left: await users.credits(user.id),
        message: `Recharge successful! ${order.credits} credits were added to your account.`,
      });
      if (order.creditedAt) return paid();

      let answer;
      try {
        answer = await app.payments.fetchPaymentState(order);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error }, 'payment state not fetched');
        throw new HttpError(502, 'The payment provider could not be reached. Try again in a minute.');
      }
      if (answer.state === 'paid' && (answer.amount === undefined || answer.amount === order.amount)) {
        const { credited } = await orders.creditOnce(order.id);
        if (credited) {
          app.adEvents.track({
            name: 'Purchase',
            email: user.email,
            eventId: query.event_id,
            userAgent: query.user_agent,
            fbp: query.fbp,
            fbc: query.fbc,
            ip: request.ip,
            value: order.amount,
          });
        }
        return paid();
      }
      const coinsLeft = await users.credits(user.id);
      if (answer.state === 'failed') {
        await orders.markFailed(order.id);
        return { success: false, coins_left: coinsLeft, message: 'Payment failed. No credits were added.' };
      }
      return {
        success: false,
        coins_left: coinsLeft,
        message: 'The payment is not complete yet. Refresh this page in a moment.',
      };
    },
  );
}
