import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChangeOutcome } from '../../features/subscriptions/subscriptions-repository';
import { conflict, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { toIsoTimestamp } from '../../lib/timestamps';
import { subscriptionBody } from './admin-schemas';
import {
  changeSubscriptionResponse,
  createSubscriptionResponse,
  extendSubscriptionBody,
  SUBSCRIPTIONS_PAGE_SIZE,
  subscriptionIdParams,
  subscriptionsQuery,
  subscriptionsResponse,
} from './subscription-admin-schemas';

const tags = ['administrator'];

export const noAccountWarning = (email: string) =>
  `No account uses ${email} yet: the subscription is saved and applies as soon as someone signs up with this e-mail. Check the address for typos.`;

const REFUSALS: Record<Exclude<ChangeOutcome, 'changed'>, () => Error> = {
  'not-found': () => notFound('This subscription does not exist.'),
  cancelled: () => conflict('This subscription is cancelled.'),
  ended: () => conflict('This subscription has already ended.'),
  'not-later': () => conflict('The new end date must be after the current end date.'),
};

/** Subscriptions (free evaluations without the daily limit): create, list, extend, cancel. */
export default async function subscriptionAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { subscriptions } = app.repositories;

  app.post(
    '/subscription',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        body: subscriptionBody,
        response: { 200: createSubscriptionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { email, start_date, end_date } = request.body;
      await subscriptions.create({ email, startDate: start_date, endDate: end_date });
      // Subscriptions are matched by e-mail when code is submitted, so one saved before sign-up
      // takes effect at sign-up; the operator is warned in case the address is mistyped.
      const hasAccount = await subscriptions.hasAccount(email);
      return {
        success: true,
        message: 'Subscription created successfully.',
        ...(hasAccount ? {} : { warning: noAccountWarning(email.toLowerCase()) }),
      };
    },
  );

  app.get(
    '/subscriptions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        querystring: subscriptionsQuery,
        response: { 200: subscriptionsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { status, email, page } = request.query;
      const { rows, total } = await subscriptions.list({
        status: status === 'all' ? undefined : status,
        email: email || undefined,
        offset: (page - 1) * SUBSCRIPTIONS_PAGE_SIZE,
        limit: SUBSCRIPTIONS_PAGE_SIZE,
      });
      return {
        results: rows.map((row) => ({
          ...row,
          cancelled_at: row.cancelled_at ? toIsoTimestamp(row.cancelled_at) : null,
          created_at: toIsoTimestamp(row.created_at),
        })),
        page,
        page_size: SUBSCRIPTIONS_PAGE_SIZE,
        total,
      };
    },
  );

  app.patch(
    '/subscription/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: subscriptionIdParams,
        body: extendSubscriptionBody,
        response: { 200: changeSubscriptionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const outcome = await subscriptions.extend(request.params.id, request.body.end_date);
      if (outcome !== 'changed') throw REFUSALS[outcome]();
      return { success: true, message: `Subscription extended to ${request.body.end_date}.` };
    },
  );

  app.post(
    '/subscription/:id/cancel',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: subscriptionIdParams,
        response: { 200: changeSubscriptionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const outcome = await subscriptions.cancel(request.params.id);
      if (outcome !== 'changed') throw REFUSALS[outcome]();
      return { success: true, message: 'Subscription cancelled.' };
    },
  );
}
