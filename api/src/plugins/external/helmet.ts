import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function helmetPlugin(app: FastifyInstance) {
    await app.register(helmet, {
      // The apps on other ports read API responses through CORS; the default same-origin policy would
      // also stop a plain <img> or link preview from another origin, which is harmless for JSON.
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: app.config.isProduction,
    });
  },
  { name: 'helmet' },
);
