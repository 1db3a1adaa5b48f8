import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { emailSchema, errorResponses } from '../../lib/schemas';

/** Development mail outbox: only exists while mail is not really sent. */
export default async function outboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/outbox',
    {
      schema: {
        tags: ['development'],
        querystring: z.object({ email: emailSchema }),
        response: {
          200: z.object({
            messages: z.array(
              z.object({
                from: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                html: z.string().optional(),
                headers: z.record(z.string(), z.string()).optional(),
                sent_at: z.string(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (!app.mailer.readOutbox) throw notFound('The development outbox is off: mail is sent through SMTP.');
      return { messages: await app.mailer.readOutbox(request.query.email) };
    },
  );
}
