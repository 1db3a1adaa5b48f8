import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function corsPlugin(app: FastifyInstance) {
    await app.register(cors, {
      origin: app.config.CORS_ORIGINS,
      credentials: true,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
      // A bare OPTIONS (no Origin) gets an empty 204 rather than a plain-text 400.
      strictPreflight: false,
    });
  },
  { name: 'cors' },
);
