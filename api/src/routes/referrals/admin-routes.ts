import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extractJobDetails } from '../../features/job-openings/extract-details';
import { toJobOpeningView } from '../../features/job-openings/job-opening-view';
import { conflict, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import {
  createJobOpeningBody,
  extractDetailsBody,
  extractedJobOpeningSchema,
  jobOpeningListResponse,
  reviewJobOpeningBody,
  statsQuery,
  statsResponse,
  statusQuery,
} from './admin-schemas';
import { jobIdParams } from './feed-schemas';
import { jobOpeningSchema } from './job-opening-schemas';

const tags = ['administrator'];
const successResponse = z.object({ success: z.boolean(), message: z.string() });

export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { jobOpenings, stats } = app.repositories;

  app.post(
    '/job-opening',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        body: createJobOpeningBody,
        response: {
          200: z.object({ job_opening: jobOpeningSchema, message: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { meta_data, ...fields } = request.body;
      const row = await jobOpenings.create(
        { ...fields, faang_level: meta_data?.faang_level ?? 'no' },
        request.user!.id,
      );
      return {
        job_opening: toJobOpeningView(row, { withLink: true }),
        message: 'Job opening saved successfully!',
      };
    },
  );

  app.post(
    '/job-opening/extract-details',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        body: extractDetailsBody,
        response: { 200: z.object({ job_opening: extractedJobOpeningSchema }), ...errorResponses },
      },
    },
    async (request) => ({ job_opening: extractJobDetails(request.body.job_description) }),
  );

  app.patch(
    '/job-opening/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: jobIdParams,
        body: reviewJobOpeningBody,
        response: { 200: successResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { status, faang_level } = request.body.meta_data;
      const outcome = await jobOpenings.review(request.params.id, { status, faangLevel: faang_level });
      if (outcome === 'not-found') throw notFound('This job opening does not exist.');
      if (outcome === 'not-draft') throw conflict('Only a draft can be approved or rejected.');
      // Published openings are cached for up to 15 s on every replica: drop them now, not 15 s later.
      await app.responseCache.invalidate();
      const message =
        status === 'published'
          ? 'Job opening approved.'
          : status === 'reject'
            ? 'Job opening rejected.'
            : 'Job opening updated.';
      return { success: true, message };
    },
  );

  app.get(
    '/job-opening/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        querystring: statusQuery,
        response: { 200: jobOpeningListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await jobOpenings.listByStatus(request.query.status, 200);
      return {
        job_opening: rows.map((row) => toJobOpeningView(row, { withLink: true })),
        ...(rows.length === 0 ? { message: `No job openings with status ${request.query.status}.` } : {}),
      };
    },
  );

  app.get(
    '/stats',
    {
      onRequest: app.requireStats,
      schema: { tags, querystring: statsQuery, response: { 200: statsResponse, ...errorResponses } },
    },
    async (request) => stats.read(request.query.days),
  );
}
