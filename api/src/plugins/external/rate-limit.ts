import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: true,
      max: app.config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      // With Redis every replica counts into the same keys (route limits such as send-otp's per-IP limit
      // derive their store from this one); without it each process counts alone.
      ...(app.redis
        ? { redis: app.redis, nameSpace: `${app.config.REDIS_KEY_PREFIX}rate-limit:`, skipOnError: true }
        : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Try again in ${context.after}.`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
