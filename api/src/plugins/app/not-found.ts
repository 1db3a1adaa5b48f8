import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Unknown URLs are rate-limited so that scanning the API for routes is slow. */
export default fp(
  async function notFoundHandler(app: FastifyInstance) {
    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
      (request, reply) => {
        reply.code(404).send({ message: `There is no ${request.method} endpoint at this address.` });
      },
    );
  },
  { name: 'not-found', dependencies: ['rate-limit'] },
);
