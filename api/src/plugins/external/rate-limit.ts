import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { batchedRedisStore } from '../../features/rate-limit/batched-redis-store';

export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const { redis, config } = app;
    const nameSpace = `${config.REDIS_KEY_PREFIX}rate-limit:`;
    let storeOptions: Partial<RateLimitPluginOptions> = {};
    if (redis && config.RATE_LIMIT_SYNC_MS > 0) {
      // The global limit (the DoS guard every request passes) counts locally and syncs in batches: one
      // Redis round trip per request cost more than a cached answer. Route limits (send-otp per IP and
      // every other `config.rateLimit`) are the store's children: the official Redis store, exact.
      const batched = batchedRedisStore({
        redis,
        keyPrefix: nameSpace,
        syncIntervalMs: config.RATE_LIMIT_SYNC_MS,
        onSyncFailing: (error) =>
          app.log.warn({ err: error }, 'rate limit: Redis sync failing, counting in this process'),
        onSyncRecovered: () => app.log.info('rate limit: Redis sync works again'),
      });
      app.addHook('onClose', async () => batched.close());
      storeOptions = { store: batched.Store, skipOnError: true };
    } else if (redis) {
      // Every replica counts into the same keys, one round trip per request, global limit included.
      storeOptions = { redis, nameSpace, skipOnError: true };
    }
    await app.register(rateLimit, {
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      ...storeOptions,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Try again in ${context.after}.`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
