import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas';

/**
 * Development only, and only while mail goes to the outbox: runs the job-alert job now, whatever the
 * hour, so people and tests need not wait for 09:00 IST. Still one digest per user and day.
 */
export default async function jobAlertsDevRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (app.mailer.kind !== 'dev-outbox') return;

  app.post(
    '/run-job-alerts',
    {
      schema: {
        tags: ['development'],
        response: { 200: z.object({ checked: z.number(), sent: z.number() }), ...errorResponses },
      },
    },
    async () => app.jobAlerts.run({ ignoreSendingHour: true }),
  );
}
