import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StaleWebhookError, type WebhookOutcome } from '../../features/payments/payment-provider';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';

/** Provider webhooks: the signature covers the raw body, so this scope keeps JSON bodies as text. */
export default async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payments: orders } = app.repositories;

  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/webhook',
    {
      // Called by the provider's servers and authenticated by its signature, not by a page's origin.
      config: { rateLimit: { max: 600, timeWindow: '1 minute' }, anyOrigin: true },
      schema: {
        tags: ['payments'],
        body: z.string({ error: 'The webhook body must be JSON.' }),
        response: { 200: z.object({ received: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      if (app.payments.name === 'dev') throw notFound('The development payment provider sends no webhooks.');
      let event: WebhookOutcome | undefined;
      try {
        event = app.payments.verifyWebhook(request.body, request.headers);
      } catch (error) {
        if (error instanceof StaleWebhookError) {
          throw badRequest(
            'The webhook timestamp is more than 5 minutes from the server clock: refused as a possible replay.',
          );
        }
        throw error;
      }
      if (!event) throw new HttpError(401, 'The webhook signature is not valid.');
      const order = await orders.findById(event.orderId);
      if (!order) throw notFound('No payment order has this id.');
      if (event.state === 'paid' && event.amount === order.amount) {
        await orders.creditOnce(order.id);
      } else if (event.state === 'failed') {
        await orders.markFailed(order.id);
      }
      return { received: true };
    },
  );
}
