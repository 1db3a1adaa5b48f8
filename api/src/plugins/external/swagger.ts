import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Referrals API',
          description: 'Job-referral feed, credits, payments and administrator tools.',
          version: '1.0.0',
        },
        servers: [{ url: app.config.PUBLIC_API_URL.replace(/\/v1$/, '') }],
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'referrals_session' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
