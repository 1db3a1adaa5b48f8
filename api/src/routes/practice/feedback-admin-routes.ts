import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cursorOfPage, cursorPage } from '../../features/job-openings/feed-cursor';
import { toFeedbackView } from '../../features/practice-feedback/practice-feedback-admin-repository';
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
      const cursor = cursorOfPage(page);
      const rows = await feedback.list({ cursor, limit: page_size });
      return cursorPage(rows, page_size, cursor, toFeedbackView);
    },
  );
}
