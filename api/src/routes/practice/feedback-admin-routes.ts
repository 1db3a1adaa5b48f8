import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeFeedCursor, encodeFeedCursor, type FeedCursor } from '../../features/job-openings/feed-cursor';
import { toFeedbackView } from '../../features/practice-feedback/practice-feedback-admin-repository';
import { badRequest } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { feedbackListQuery, feedbackListResponse } from './feedback-admin-schemas';

/** The administrator reads what users sent from the practice feedback dialog. */
export default async function feedbackAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const feedback = app.repositories.practiceFeedbackAdmin;

  app.get(
    '/feedback/all',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['administrator'],
        querystring: feedbackListQuery,
        response: { 200: feedbackListResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      let cursor: FeedCursor | undefined;
      if (page && page !== '1') {
        if (/^\d+$/.test(page)) throw badRequest('Follow next_page for the pages after the first.');
        cursor = decodeFeedCursor(page);
      }
      const rows = await feedback.list({ cursor, limit: page_size });
      const pageRows = rows.slice(0, page_size);
      const last = pageRows[pageRows.length - 1];
      const currentPage = cursor?.page ?? 1;
      const nextPage =
        rows.length > page_size && last
          ? encodeFeedCursor({ page: currentPage + 1, createdAt: last.created_at, id: last.id })
          : undefined;
      return {
        data: {
          results: pageRows.map(toFeedbackView),
          current_page: currentPage,
          ...(nextPage ? { next_page: nextPage } : {}),
        },
      };
    },
  );
}
