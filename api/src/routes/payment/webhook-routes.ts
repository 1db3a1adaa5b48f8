import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StaleWebhookError, type WebhookOutcome } from '../../features/payments/payment-provider';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';

/** The provider's event as documented; the handler reads it only after checking the signature of its text. */
const webhookEvent = z
  .looseObject({
    type: z.string().optional(),
    event_time: z.string().optional(),
    data: z
      .looseObject({
        order: z
          .looseObject({ order_id: z.string(), order_amount: z.union([z.number(), z.string()]) })
          .partial()
          .optional(),
        payment: z.looseObject({ payment_status: z.string() }).partial().optional(),
      })
      .optional(),
  })
  .describe("The payment provider's event (Cashfree's webhook JSON), signed over its exact text.");

/** Provider webhooks: the signature covers the raw body, so this scope keeps each JSON body's text too. */
export default async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payments: orders } = app.repositories;
  const rawBodies = new WeakMap<FastifyRequest, string>();

  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      const text = String(body);
      rawBodies.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        // The signature decides first: text that is not JSON is refused by it (401), as any forgery is.
        done(null, undefined);
      }
    },
  );

  app.post(
    '/webhook',
    {
      // Called by the provider's servers and authenticated by its signature, not by a page's origin.
      config: { rateLimit: { max: 600, timeWindow: '1 minute' }, anyOrigin: true },
      schema: {
        tags: ['payments'],
        // Null when the text is not JSON: the signature check refuses it (401), as it does any forgery.
        body: webhookEvent.nullish(),
        response: { 200: z.object({ received: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      if (app.payments.name === 'dev') throw notFound('The development payment provider sends no webhooks.');
      let event: WebhookOutcome | undefined;
      try {
        event = app.payments.verifyWebhook(rawBodies.get(request) ?? '', request.headers);
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
