import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterOpeningsChanged } from '../../features/job-openings/after-openings-changed';
import { extractJobDetails } from '../../features/job-openings/extract-details';
import { toJobOpeningView, type JobOpeningRow } from '../../features/job-openings/job-opening-view';
import { toIsoTimestamp } from '../../lib/timestamps';
import { conflict, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import {
  extractDetailsBody,
  extractedJobOpeningSchema,
  openingReferralRequestsResponse,
  reviewJobOpeningBody,
  saveJobOpeningBody,
} from './admin-schemas';
import { jobIdParams } from './feed-schemas';
import { jobOpeningSchema } from './job-opening-schemas';

const tags = ['administrator'];
const successResponse = z.object({ success: z.boolean(), message: z.string() });
const savedResponse = z.object({ job_opening: jobOpeningSchema, message: z.string() });

const STATUS_NAMES: Record<string, string> = { draft: 'draft', published: 'published', reject: 'rejected' };

/** The 409 names the other opening so the operator can tell a real duplicate from a shared careers page. */
function duplicateLinkMessage(other: JobOpeningRow): string {
  return (
    `This link is already used by job opening #${other.id} "${other.title}" at ${other.company_name} ` +
    `(${STATUS_NAMES[other.status] ?? other.status}). Save anyway to keep both.`
  );
}

/** The administrator on one job opening: create (or extract its details), review, edit, delete, its requests. */
export default async function adminOpeningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { jobOpenings } = app.repositories;

  app.post(
    '/job-opening',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        body: saveJobOpeningBody,
        response: { 200: savedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { meta_data, allow_duplicate_link, ...fields } = request.body;
      if (!allow_duplicate_link) {
        const other = await jobOpenings.findByLink(fields.link);
        if (other) throw conflict(duplicateLinkMessage(other));
      }
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
      if (outcome === 'not-allowed')
        throw conflict(
          'Only a draft can be approved or rejected; move a published or rejected opening back to draft first.',
        );
      await afterOpeningsChanged(app, { action: 'review', ids: [request.params.id] }, request.user?.id);
      const message =
        status === 'published'
          ? 'Job opening approved.'
          : status === 'reject'
            ? 'Job opening rejected.'
            : status === 'draft'
              ? 'Job opening moved back to drafts.'
              : 'Job opening updated.';
      return { success: true, message };
    },
  );

  app.put(
    '/job-opening/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: jobIdParams,
        body: saveJobOpeningBody,
        response: { 200: savedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { meta_data, allow_duplicate_link, ...fields } = request.body;
      if (!(await jobOpenings.isLive(id))) throw notFound('This job opening does not exist.');
      if (!allow_duplicate_link) {
        const other = await jobOpenings.findByLink(fields.link, id);
        if (other) throw conflict(duplicateLinkMessage(other));
      }
      // Without a faang_level the opening keeps its own.
      const row = await jobOpenings.update(id, { ...fields, faang_level: meta_data?.faang_level });
      if (!row) throw notFound('This job opening does not exist.');
      await afterOpeningsChanged(app, { action: 'edit', ids: [id] }, request.user?.id);
      return {
        job_opening: toJobOpeningView(row, { withLink: true }),
        message: 'Job opening saved successfully!',
      };
    },
  );

  app.delete(
    '/job-opening/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags, params: jobIdParams, response: { 200: successResponse, ...errorResponses } },
    },
    async (request) => {
      const deleted = await jobOpenings.softDelete(request.params.id);
      if (!deleted) throw notFound('This job opening does not exist.');
      await afterOpeningsChanged(app, { action: 'delete', ids: [request.params.id] }, request.user?.id);
      return { success: true, message: 'Job opening deleted.' };
    },
  );

  app.get(
    '/job-opening/:id/referral-requests',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: jobIdParams,
        response: { 200: openingReferralRequestsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const opening = (await jobOpenings.isLive(id))
        ? await jobOpenings.findById(id, { withLink: true })
        : undefined;
      if (!opening) throw notFound('This job opening does not exist.');
      const requests = await jobOpenings.referralRequestsFor(id);
      return {
        job_opening: toJobOpeningView(opening, { withLink: true }),
        referral_requests: requests.map((row) => ({ ...row, created_at: toIsoTimestamp(row.created_at) })),
      };
    },
  );
}
