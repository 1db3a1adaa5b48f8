import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { assertOwnUserId } from '../../plugins/app/sessions';
import {
  jobLinkBody,
  jobLinkResponse,
  myReferralsResponse,
  referralRequestBody,
  referralRequestSchema,
} from './apply-schemas';
import { JOB_NOT_FOUND } from './feed-routes';
import { jobIdParams } from './feed-schemas';

const tags = ['apply'];

export default async function applyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { unlocks, referralRequests } = app.repositories;

  app.patch(
    '/job-link/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: jobIdParams,
        body: jobLinkBody,
        response: { 200: jobLinkResponse, ...errorResponses },
      },
    },
    async (request) => {
      assertOwnUserId(request, request.body?.user_id);
      const outcome = await unlocks.unlock(request.user!.id, request.params.id);
      if (outcome.kind === 'not-found') throw notFound(JOB_NOT_FOUND);
      if (outcome.kind === 'recharge-needed') return { link: null, recharge_needed: true };
      return { link: outcome.link, recharge_needed: false };
    },
  );

  app.post(
    '/referral-request',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: referralRequestBody,
        response: {
          200: z.object({
            success: z.boolean(),
            message: z.string(),
            referral_request: referralRequestSchema,
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      assertOwnUserId(request, request.body.user_id);
      const result = await referralRequests.create({
        userId: request.user!.id,
        jobId: request.body.job_id,
        resumeLink: request.body.resume_link,
        notes: request.body.notes ?? '',
      });
      if (result === 'not-unlocked')
        throw forbidden('Unlock this job opening with a credit before applying.');
      if (result === 'duplicate')
        throw conflict('You have already asked for a referral for this job opening.');
      await app.repositories.users.rememberApplication(
        request.user!.id,
        request.body.resume_link,
        request.body.remember_notes ? (request.body.notes ?? '') : '',
      );
      return { success: true, message: 'Referral request submitted.', referral_request: result };
    },
  );

  app.get(
    '/my-referrals',
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: myReferralsResponse, ...errorResponses } },
    },
    async (request) => {
      const { unlocked, requests } = await referralRequests.listForUser(request.user!.id);
      return { unlocked_openings: unlocked, referral_requests: requests };
    },
  );
}
