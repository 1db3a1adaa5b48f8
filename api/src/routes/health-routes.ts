import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CREDIT_PACKS } from '../features/payments/credit-packs';
import { evaluatorHealthSchema } from './evaluator-health-schema';
import { evaluatorStatus } from '../evaluator/evaluator-status';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['service'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            engine: z.string(),
            evaluator: evaluatorHealthSchema,
          }),
        },
      },
    },
    async () => {
      await app.db.execute(sql`SELECT 1`);
      return {
        status: 'ok' as const,
        engine: app.database.engine,
        // The API answers even when code cannot be evaluated: this says what is missing.
        evaluator: await evaluatorStatus(),
      };
    },
  );

  app.get(
    '/pricing',
    {
      schema: {
        tags: ['payments'],
        response: {
          200: z.object({
            plans: z.array(
              z.object({
                name: z.string(),
                price: z.number(),
                originalPrice: z.number(),
                discount: z.string(),
                credits: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ plans: CREDIT_PACKS.map((pack) => ({ ...pack })) }),
  );
}
