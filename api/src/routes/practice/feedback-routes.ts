import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PracticeRepositories } from '../../features/practice/practice-repositories';
import { errorResponses } from '../../lib/schemas';
import { feedbackBody, feedbackResponse } from './feedback-schemas';

export default async function feedbackRoutes(
  fastify: FastifyInstance,
  { repositories }: { repositories: PracticeRepositories },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/feedback',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['practice'],
        body: feedbackBody,
        response: { 200: feedbackResponse, ...errorResponses },
      },
    },
    async (request) => {
      await repositories.feedback.create(request.user!.id, request.body.message);
      return { success: true, message: 'Feedback Received' };
    },
  );
}
