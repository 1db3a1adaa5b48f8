import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cursorOfPage, cursorPage } from '../../features/job-openings/feed-cursor';
import { toAdminView } from '../../features/referral-requests/admin-referral-requests-repository';
import {
  REFERRAL_DECISION_MAIL_JOB,
  referralDecisionMail,
} from '../../features/referral-requests/referral-decision-mail';
import { conflict, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import {
  referralDecisionBody,
  referralDecisionResponse,
  referralRequestParams,
  referralRequestsQuery,
  referralRequestsResponse,
} from './referral-requests-admin-schemas';

const tags = ['administrator'];

/** The administrator's review of referral requests: list them by status, refer or decline, mail the job seeker. */
export default async function referralRequestsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requests = app.repositories.adminReferralRequests;

  app.get(
    '/referral-requests',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        querystring: referralRequestsQuery,
        response: { 200: referralRequestsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query;
      const cursor = cursorOfPage(page);
      const rows = await requests.list({ status, cursor, limit: page_size });
      return cursorPage(rows, page_size, cursor, toAdminView);
    },
  );

  app.patch(
    '/referral-requests/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: referralRequestParams,
        body: referralDecisionBody,
        response: { 200: referralDecisionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { status } = request.body;
      const outcome = await requests.decide(request.params.id, status);
      if (outcome === 'not-found') throw notFound('This referral request does not exist.');
      if (outcome === 'not-pending')
        throw conflict('Only a pending referral request can be referred or declined.');
      await app.queue.send(REFERRAL_DECISION_MAIL_JOB, referralDecisionMail(outcome, status));
      return {
        success: true,
        message:
          status === 'referred'
            ? 'Marked as referred; the job seeker is told by e-mail.'
            : 'Marked as declined; the job seeker is told by e-mail.',
        referral_request: outcome,
      };
    },
  );
}
