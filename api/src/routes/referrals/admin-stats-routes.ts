import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { statsQuery, statsResponse } from './admin-schemas';

const tags = ['administrator'];

/** The figures the stats page shows. */
export default async function adminStatsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { stats } = app.repositories;

  app.get(
    '/stats',
    {
      onRequest: app.requireStats,
      schema: { tags, querystring: statsQuery, response: { 200: statsResponse, ...errorResponses } },
    },
    async (request) => stats.read(request.query.days),
  );
}
