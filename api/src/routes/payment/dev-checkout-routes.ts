import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { devCheckoutPage } from './dev-checkout-page';
import { checkoutBody, checkoutParams } from './payment-schemas';
import { returnAddress } from './redirect-target';

const SESSION_NOT_FOUND = 'This payment session does not exist.';

/** Only with the built-in provider: the page the browser is sent to instead of a card provider. */
export default async function devCheckoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(formbody, { bodyLimit: 4096 });
  const { payments: orders } = app.repositories;

  const findOrder = async (paymentSessionId: string) => {
    if (app.payments.name !== 'dev')
      throw notFound('The development checkout is off: a real payment provider is set.');
    const order = await orders.findBySessionId(paymentSessionId);
    if (!order) throw notFound(SESSION_NOT_FOUND);
    return order;
  };

  const pageSecurityPolicy = (redirectUrl: string) =>
    [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      // Chrome applies form-action to the redirect that answers the form, so the return page's origin is listed.
      `form-action 'self' ${new URL(redirectUrl).origin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; ');

  app.get(
    '/dev-checkout/:payment_session_id',
    {
      schema: {
        tags: ['payments'],
        params: checkoutParams,
        // 200 is an HTML page, not JSON.
        response: {
          200: { description: 'The checkout page.', content: { 'text/html': { schema: z.string() } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const order = await findOrder(request.params.payment_session_id);
      reply.header('content-security-policy', pageSecurityPolicy(order.redirectUrl));
      // Under helmet's no-referrer a browser sends `Origin: null` with the page's own form posts,
      // which the Origin check refuses; same-origin keeps the real origin and still leaks nothing.
      reply.header('referrer-policy', 'same-origin');
      return reply.type('text/html; charset=utf-8').send(
        devCheckoutPage({
          actionUrl: `${app.config.PUBLIC_API_URL}/payment/dev-checkout/${encodeURIComponent(order.paymentSessionId)}`,
          amount: order.amount,
          credits: order.credits,
          status: order.status,
        }),
      );
    },
  );

  app.post(
    '/dev-checkout/:payment_session_id',
    {
      schema: {
        tags: ['payments'],
        params: checkoutParams,
        // The page's Pay / Fail buttons post a form.
        consumes: ['application/x-www-form-urlencoded'],
        body: checkoutBody,
        response: { 303: z.undefined(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const order = await findOrder(request.params.payment_session_id);
      if (order.status === 'created') {
        if (request.body.outcome === 'success') await orders.creditOnce(order.id);
        else await orders.markFailed(order.id);
      }
      return reply.redirect(returnAddress(order.redirectUrl, order.id), 303);
    },
  );
}
