import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterOpeningsChanged } from '../../features/job-openings/after-openings-changed';
import { toJobOpeningView } from '../../features/job-openings/job-opening-view';
import { errorResponses } from '../../lib/schemas';
import {
  bulkReviewBody,
  bulkReviewResponse,
  undoBulkReviewBody,
  jobOpeningListResponse,
  manageJobOpeningsQuery,
  manageJobOpeningsResponse,
  statusQuery,
} from './admin-schemas';

const tags = ['administrator'];

/** The administrator's lists of job openings: the managed list, bulk review and its undo, by status. */
export default async function adminOpeningsListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { jobOpenings } = app.repositories;

  app.get(
    '/admin/job-openings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        querystring: manageJobOpeningsQuery,
        response: { 200: manageJobOpeningsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { q, status, sort, page, page_size } = request.query;
      const { rows, total } = await jobOpenings.adminPage({
        status,
        search: q,
        sort,
        page,
        pageSize: page_size,
      });
      return {
        data: {
          results: rows.map((row) => ({
            ...toJobOpeningView(row, { withLink: true }),
            referral_request_count: row.referral_request_count,
          })),
          total,
          current_page: page,
          page_size,
          total_pages: Math.ceil(total / page_size),
        },
      };
    },
  );

  app.post(
    '/admin/job-openings/review',
    {
      onRequest: app.requireAdmin,
      schema: { tags, body: bulkReviewBody, response: { 200: bulkReviewResponse, ...errorResponses } },
    },
    async (request) => {
      const { ids, status } = request.body;
      const updated = await jobOpenings.reviewDrafts(ids, status);
      if (updated.length > 0)
        await afterOpeningsChanged(app, { action: 'bulk-review', ids: updated }, request.user?.id);
      const skipped = ids.filter((id) => !updated.includes(id));
      const verb = status === 'published' ? 'approved' : 'rejected';
      const noun = updated.length === 1 ? 'job opening' : 'job openings';
      const message =
        skipped.length === 0
          ? `${updated.length} ${noun} ${verb}.`
          : `${updated.length} ${noun} ${verb}; ${skipped.length} skipped (no longer drafts).`;
      return { success: true, message, updated, skipped };
    },
  );

  // Bulk approve and reject offer Undo, as a single review does: the openings the review changed, and
  // still in that status, go back to the drafts.
  app.post(
    '/admin/job-openings/review/undo',
    {
      onRequest: app.requireAdmin,
      schema: { tags, body: undoBulkReviewBody, response: { 200: bulkReviewResponse, ...errorResponses } },
    },
    async (request) => {
      const { ids, status } = request.body;
      const updated = await jobOpenings.returnReviewedToDrafts(ids, status);
      if (updated.length > 0)
        await afterOpeningsChanged(app, { action: 'bulk-review-undo', ids: updated }, request.user?.id);
      const skipped = ids.filter((id) => !updated.includes(id));
      const noun = updated.length === 1 ? 'job opening' : 'job openings';
      const message =
        skipped.length === 0
          ? `${updated.length} ${noun} moved back to drafts.`
          : `${updated.length} ${noun} moved back to drafts; ${skipped.length} skipped (changed since).`;
      return { success: true, message, updated, skipped };
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
}
