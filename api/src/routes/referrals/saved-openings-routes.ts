import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toJobOpeningView } from '../../features/job-openings/job-opening-view';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { toIsoTimestamp } from '../../lib/timestamps';
import { assertOwnUserId } from '../../plugins/app/sessions';
import { JOB_NOT_FOUND } from './feed-routes';
import { jobIdParams } from './feed-schemas';
import { saveStateResponse, savedOpeningsQuery, savedOpeningsResponse } from './saved-openings-schemas';

const tags = ['saved openings'];

/** Issue 15: a job seeker keeps openings for later. PUT and DELETE are idempotent; saving costs nothing. */
export default async function savedOpeningsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { savedOpenings } = app.repositories;

  app.get(
    '/saved-openings',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        querystring: savedOpeningsQuery,
        response: { 200: savedOpeningsResponse, ...errorResponses },
      },
    },
    async (request) => {
      assertOwnUserId(request, request.query.user_id);
      const rows = await savedOpenings.list(request.user!.id);
      return {
        saved_openings: rows.map((row) => ({
          ...toJobOpeningView(row, { withLink: false }),
          saved_at: toIsoTimestamp(row.saved_at),
        })),
      };
    },
  );

  app.put(
    '/saved-openings/:id',
    {
      onRequest: app.requireUser,
      schema: { tags, params: jobIdParams, response: { 200: saveStateResponse, ...errorResponses } },
    },
    async (request) => {
      if (!(await savedOpenings.save(request.user!.id, request.params.id))) throw notFound(JOB_NOT_FOUND);
      return { job_id: request.params.id, saved: true };
    },
  );

  app.delete(
    '/saved-openings/:id',
    {
      onRequest: app.requireUser,
      schema: { tags, params: jobIdParams, response: { 200: saveStateResponse, ...errorResponses } },
    },
    async (request) => {
      await savedOpenings.unsave(request.user!.id, request.params.id);
      return { job_id: request.params.id, saved: false };
    },
  );
}
